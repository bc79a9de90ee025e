import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { aiServices, creatorTasks, organizationMembers, organizations } from '../db/schema.ts';

/** A private AI service's row, with the name of the organization that shares it (when one does). */
export type AiServiceRow = typeof aiServices.$inferSelect & { organizationName: string | null };

const columns = {
  id: aiServices.id,
  ownerEmail: aiServices.ownerEmail,
  organizationId: aiServices.organizationId,
  name: aiServices.name,
  baseUrl: aiServices.baseUrl,
  model: aiServices.model,
  sealedKey: aiServices.sealedKey,
  createdAt: aiServices.createdAt,
  updatedAt: aiServices.updatedAt,
  organizationName: organizations.name,
};

/** Addresses as organizations keep them (trimmed, lower case). */
const addressOf = (email: string) => email.trim().toLowerCase();

/** The organizations an address belongs to (owned only, with `owner`). */
function organizationsOf(db: Database, email: string, owner: boolean) {
  return db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.email, addressOf(email)), owner ? eq(organizationMembers.role, 'owner') : undefined),
    );
}

/**
 * Who reaches a service: `edit` its owner, or the owner of the organization that shares it;
 * `use` also the organization's members. Anyone else is told it does not exist.
 */
export type AiServiceAccess = 'edit' | 'use';

function reachable(db: Database, email: string, access: AiServiceAccess) {
  return or(
    eq(aiServices.ownerEmail, email),
    inArray(aiServices.organizationId, organizationsOf(db, email, access === 'edit')),
  );
}

/** Every statement on `ai_services`: one concern, so that the rules of who reaches a row are in one place. */
export class AiServiceRows {
  constructor(private readonly db: Database) {}

  /** The services `email` may use (own and organizations'), own first, then by name. */
  async usableBy(email: string): Promise<AiServiceRow[]> {
    return this.db
      .select(columns)
      .from(aiServices)
      .leftJoin(organizations, eq(organizations.id, aiServices.organizationId))
      .where(reachable(this.db, email, 'use'))
      .orderBy(sql`${aiServices.ownerEmail} IS NULL`, asc(aiServices.name), asc(aiServices.id));
  }

  /** One service, when `email` reaches it with `access`. */
  async find(id: string, email: string, access: AiServiceAccess): Promise<AiServiceRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(aiServices)
      .leftJoin(organizations, eq(organizations.id, aiServices.organizationId))
      .where(and(eq(aiServices.id, id), reachable(this.db, email, access)))
      .limit(1);
    return row;
  }

  /** One service when it is the own service of the creator of task `taskId` (a step that names it). */
  async ofTaskCreator(id: string, taskId: string): Promise<AiServiceRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(aiServices)
      .leftJoin(organizations, eq(organizations.id, aiServices.organizationId))
      .where(
        and(
          eq(aiServices.id, id),
          eq(
            aiServices.ownerEmail,
            sql`(SELECT ${creatorTasks.ownerEmail} FROM ${creatorTasks} WHERE ${creatorTasks.id} = ${taskId})`,
          ),
        ),
      )
      .limit(1);
    return row;
  }

  /** Whether `email` owns organization `organizationId`. */
  async ownsOrganization(email: string, organizationId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: organizationMembers.organizationId })
      .from(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, organizationId),
          eq(organizationMembers.email, addressOf(email)),
          eq(organizationMembers.role, 'owner'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(row: typeof aiServices.$inferInsert): Promise<void> {
    await this.db.insert(aiServices).values(row);
  }

  /** Changes a service `email` may edit; false when there is none. */
  async update(
    id: string,
    email: string,
    change: Partial<Pick<typeof aiServices.$inferInsert, 'name' | 'baseUrl' | 'model' | 'sealedKey'>> & {
      updatedAt: Date;
    },
  ): Promise<boolean> {
    const rows = await this.db
      .update(aiServices)
      .set(change)
      .where(and(eq(aiServices.id, id), reachable(this.db, email, 'edit')))
      .returning({ id: aiServices.id });
    return rows.length > 0;
  }

  /** Deletes a service `email` may edit; false when there is none. */
  async delete(id: string, email: string): Promise<boolean> {
    const rows = await this.db
      .delete(aiServices)
      .where(and(eq(aiServices.id, id), reachable(this.db, email, 'edit')))
      .returning({ id: aiServices.id });
    return rows.length > 0;
  }
}
