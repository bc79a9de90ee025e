import type { KnowledgeCollection, KnowledgeCollectionChange } from '@taskwell/api-sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { newRowId } from '../../db/row-ids.ts';
import { knowledgeCollections, organizationMembers } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors/domain-error.ts';
import { readableCollectionIds } from './collection-access.ts';
import { requireRoom, requireSharing } from './knowledge-allowance.ts';

const nameTaken = () =>
  conflict('collection_name_taken', 'You already have a collection with this name: choose another name.');
const missing = () => notFound('The collection');

/** A collection row as the list reads it. */
interface CollectionRow {
  id: string;
  name: string;
  owner_email: string;
  shared: boolean;
  created_at: Date | string;
  documents: number | string;
  owner_name: string;
}

function replyOf(row: CollectionRow, email: string): KnowledgeCollection {
  const mine = row.owner_email === email;
  return {
    id: row.id,
    name: row.name,
    documents: Number(row.documents),
    mine,
    shared: row.shared,
    ...(mine ? {} : { ownerName: row.owner_name }),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * An account's knowledge collections (issue 28): made, renamed, shared with the owner's
 * organizations and deleted by their owner only; read by the owner and, when shared, by the
 * members of an organization the owner belongs to (collection-access.ts).
 */
export class KnowledgeCollections {
  constructor(private readonly options: { db: Database; now: () => number }) {}

  private get db() {
    return this.options.db;
  }

  /** The collections with their document counts: the caller's by name, then those shared with them. */
  async list(email: string, only?: string): Promise<KnowledgeCollection[]> {
    const rows = await queryRows(
      this.db,
      sql`
      SELECT c.id, c.name, c.owner_email, c.shared, c.created_at,
        (SELECT count(*) FROM knowledge_documents d WHERE d.collection_id = c.id) AS documents,
        coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), c.owner_email) AS owner_name
      FROM knowledge_collections c JOIN accounts a ON a.email = c.owner_email
      WHERE c.id IN ${readableCollectionIds(email)} ${only === undefined ? sql`` : sql`AND c.id = ${only}`}
      ORDER BY c.owner_email <> ${email}, lower(c.name), c.id`,
    );
    return (rows as unknown as CollectionRow[]).map((row) => replyOf(row, email));
  }

  /** One collection the caller may read, or 404. */
  async get(email: string, id: string): Promise<KnowledgeCollection> {
    const [found] = await this.list(email, id);
    if (!found) throw missing();
    return found;
  }

  /** A new collection; a name the caller already uses (any case) answers 409. */
  async create(email: string, name: string): Promise<KnowledgeCollection> {
    const trimmed = name.trim();
    const made = await this.db.transaction(async (tx) => {
      // The owner's row is locked so that two creates at once count each other.
      await requireRoom(tx, email, { collection: true });
      const [row] = await tx
        .insert(knowledgeCollections)
        .values({ id: newRowId(), ownerEmail: email, name: trimmed, createdAt: new Date(this.options.now()) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw nameTaken();
      return row;
    });
    return {
      id: made.id,
      name: made.name,
      documents: 0,
      mine: true,
      shared: made.shared,
      createdAt: made.createdAt.toISOString(),
    };
  }

  /** Renames or shares one of the caller's own collections. */
  async update(email: string, id: string, change: KnowledgeCollectionChange): Promise<KnowledgeCollection> {
    await this.requireOwn(email, id);
    if (change.shared === true) {
      await requireSharing(this.db, email);
      const [member] = await this.db
        .select({ email: organizationMembers.email })
        .from(organizationMembers)
        .where(eq(organizationMembers.email, email))
        .limit(1);
      if (!member) {
        throw conflict(
          'no_organization',
          'You are not a member of an organization, so there is nobody to share this collection with.',
        );
      }
    }
    const [row] = await this.db
      .update(knowledgeCollections)
      .set({
        ...(change.name === undefined ? {} : { name: change.name.trim() }),
        ...(change.shared === undefined ? {} : { shared: change.shared }),
      })
      .where(and(eq(knowledgeCollections.id, id), eq(knowledgeCollections.ownerEmail, email)))
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    if (!row) throw missing();
    return this.get(email, id);
  }

  /** Deletes one of the caller's own collections with its documents, files, pages and passages. */
  async delete(email: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(knowledgeCollections)
      .where(and(eq(knowledgeCollections.id, id), eq(knowledgeCollections.ownerEmail, email)))
      .returning({ id: knowledgeCollections.id });
    if (deleted.length === 0) throw missing();
  }

  /** Answers 404 unless the collection is the caller's own (to add to, change or delete). */
  async requireOwn(email: string, id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: knowledgeCollections.id })
      .from(knowledgeCollections)
      .where(and(eq(knowledgeCollections.id, id), eq(knowledgeCollections.ownerEmail, email)))
      .limit(1);
    if (!row) throw missing();
  }

  /** Answers 404 unless the caller may read the collection. */
  async requireReadable(email: string, id: string): Promise<void> {
    const rows = await queryRows(
      this.db,
      sql`SELECT 1 AS found FROM knowledge_collections c WHERE c.id = ${id} AND c.id IN ${readableCollectionIds(email)}`,
    );
    if (rows.length === 0) throw missing();
  }
}

/** True for PostgreSQL's unique violation (a name taken by a rename). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
