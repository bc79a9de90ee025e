import type { Persona, PersonaInput, PersonaList } from '@taskwell/api-sdk';
import {
  findPlan,
  isEmptyCharacter,
  personaAllowance,
  personaInstructions,
  personaLimitMessage,
  planWithMorePersonas,
} from '@taskwell/domain';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import type { RunPersona } from '../db/run-columns.ts';
import { accounts, organizationMembers, organizations, personas } from '../db/schema.ts';
import { conflict, DomainError, notFound } from '../errors/domain-error.ts';

type PersonaRow = typeof personas.$inferSelect;

const missing = () => notFound('That persona');
const nameTaken = (name: string) => conflict('persona_name_taken', `There is already a persona called "${name}".`);
const addressOf = (email: string) => email.trim().toLowerCase();

/** The persona's fields as kept: trimmed, lists without blanks or repeats. */
function fieldsOf(input: PersonaInput) {
  const words = (list: readonly string[] | undefined) => [
    ...new Set((list ?? []).map((word) => word.trim()).filter((word) => word !== '')),
  ];
  return {
    name: input.name.trim(),
    voice: (input.voice ?? '').trim(),
    audience: (input.audience ?? '').trim(),
    pointOfView: input.pointOfView ?? 'any',
    wordsToUse: words(input.wordsToUse),
    wordsToAvoid: words(input.wordsToAvoid),
    instructions: (input.instructions ?? '').trim(),
  };
}

/** A persona as a run keeps it (the spec's `character`: a name and its instructions). */
export function runPersonaOf(
  row: Pick<PersonaRow, 'name' | 'voice' | 'audience' | 'pointOfView' | 'wordsToUse' | 'wordsToAvoid' | 'instructions'>,
): RunPersona {
  return { name: row.name, instructions: personaInstructions(row), wordsToAvoid: [...row.wordsToAvoid] };
}

/**
 * Personas (issue 40): an account keeps its own, as many as its plan keeps (spec §6), and reads
 * those of the organizations it is a member of; the owner of an organization keeps the
 * organization's. Anyone else's is 404, whatever the id. A run takes a copy of the one it names.
 */
export class PersonaDirectory {
  constructor(private readonly options: { db: Database; now: () => number }) {}

  private get db(): Database {
    return this.options.db;
  }

  /** Who may read a persona: its owner, and the members of the organization that shares it. */
  private readable(email: string) {
    return or(
      eq(personas.ownerEmail, email),
      sql`${personas.organizationId} IN (SELECT organization_id FROM organization_members WHERE email = ${email})`,
    );
  }

  /** Who may change one: its owner, and the owner of the organization that shares it. */
  private changeable(email: string) {
    return or(
      eq(personas.ownerEmail, email),
      sql`${personas.organizationId} IN (SELECT organization_id FROM organization_members WHERE email = ${email} AND role = 'owner')`,
    );
  }

  private async rows(email: string, only?: string) {
    return this.db
      .select({
        row: personas,
        organizationName: organizations.name,
        role: organizationMembers.role,
      })
      .from(personas)
      .leftJoin(organizations, eq(organizations.id, personas.organizationId))
      .leftJoin(
        organizationMembers,
        and(eq(organizationMembers.organizationId, personas.organizationId), eq(organizationMembers.email, email)),
      )
      .where(and(this.readable(email), only === undefined ? undefined : eq(personas.id, only)))
      .orderBy(sql`${personas.ownerEmail} IS NULL`, sql`lower(${personas.name})`, personas.id);
  }

  private reply(found: Awaited<ReturnType<PersonaDirectory['rows']>>[number], email: string): Persona {
    const { row } = found;
    return {
      id: row.id,
      name: row.name,
      voice: row.voice,
      audience: row.audience,
      pointOfView: row.pointOfView,
      wordsToUse: row.wordsToUse,
      wordsToAvoid: row.wordsToAvoid,
      instructions: row.instructions,
      mine: row.ownerEmail === email || found.role === 'owner',
      organization: row.organizationId ? { id: row.organizationId, name: found.organizationName ?? '' } : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The caller's personas then their organizations', with what their plan keeps. */
  async list(email: string): Promise<PersonaList> {
    const address = addressOf(email);
    const [rows, [account]] = await Promise.all([
      this.rows(address),
      this.db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.email, address)).limit(1),
    ]);
    const plan = account?.plan;
    return {
      personas: rows.map((found) => this.reply(found, address)),
      allowance: {
        plan: (findPlan(plan) ?? findPlan('free'))?.name ?? 'Free',
        limit: personaAllowance(plan) ?? null,
        used: rows.filter((found) => found.row.ownerEmail === address).length,
        morePlan: planWithMorePersonas(plan)?.name ?? null,
      },
    };
  }

  /** A new persona: the caller's own within their plan's count, or (with `organizationId`) an organization's they own. */
  async create(email: string, input: PersonaInput): Promise<Persona> {
    const address = addressOf(email);
    const fields = fieldsOf(input);
    const at = new Date(this.options.now());
    const id = await this.db.transaction(async (tx) => {
      if (input.organizationId !== undefined) {
        const [owned] = await tx
          .select({ id: organizationMembers.organizationId })
          .from(organizationMembers)
          .where(
            and(
              eq(organizationMembers.organizationId, input.organizationId),
              eq(organizationMembers.email, address),
              eq(organizationMembers.role, 'owner'),
            ),
          )
          .limit(1);
        if (!owned) throw notFound('That organization');
      } else {
        // The account's row is locked so that two creates at once count each other.
        const [account] = await tx
          .select({ plan: accounts.plan })
          .from(accounts)
          .where(eq(accounts.email, address))
          .for('update');
        if (!account) throw notFound('The account');
        const limit = personaAllowance(account.plan);
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(personas)
          .where(eq(personas.ownerEmail, address));
        if (limit !== undefined && count >= limit) {
          throw new DomainError('plan_required', 'persona_limit', personaLimitMessage(account.plan));
        }
      }
      const [row] = await tx
        .insert(personas)
        .values({
          id: newRowId(),
          ownerEmail: input.organizationId === undefined ? address : null,
          organizationId: input.organizationId ?? null,
          ...fields,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: personas.id });
      if (!row) throw nameTaken(fields.name);
      return row.id;
    });
    return this.get(address, id);
  }

  /** One persona the caller may read, or 404. */
  async get(email: string, id: string): Promise<Persona> {
    const address = addressOf(email);
    const [found] = await this.rows(address, id);
    if (!found) throw missing();
    return this.reply(found, address);
  }

  /** Replaces a persona the caller may change; it keeps its owner. */
  async update(email: string, id: string, input: PersonaInput): Promise<Persona> {
    const address = addressOf(email);
    const [current] = await this.db
      .select({ organizationId: personas.organizationId })
      .from(personas)
      .where(and(eq(personas.id, id), this.changeable(address)))
      .limit(1);
    if (!current) throw missing();
    if (input.organizationId !== undefined && input.organizationId !== current.organizationId) {
      throw new DomainError('invalid_parameters', 'persona_owner', 'A persona keeps its owner: make a new one there.');
    }
    const fields = fieldsOf(input);
    try {
      await this.db
        .update(personas)
        .set({ ...fields, updatedAt: new Date(this.options.now()) })
        .where(eq(personas.id, id));
    } catch (error) {
      if (String((error as { code?: unknown })?.code ?? '') === '23505' || /unique/i.test(String(error))) {
        throw nameTaken(fields.name);
      }
      throw error;
    }
    return this.get(address, id);
  }

  /** Deletes a persona the caller may change (runs keep their copies). */
  async delete(email: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(personas)
      .where(and(eq(personas.id, id), this.changeable(addressOf(email))))
      .returning({ id: personas.id });
    if (deleted.length === 0) throw missing();
  }

  /**
   * The persona a run starts with (spec §7 `character`, and the extension `personaId`): one of
   * the caller's own or their organizations' by id; a character with content as it is; a
   * character naming one of theirs with no content, that one; `EMPTY`, none.
   */
  async forRun(
    email: string,
    request: { personaId?: string | undefined; character?: { name: string; content: string } | undefined },
  ): Promise<RunPersona | null> {
    const address = addressOf(email);
    const character = request.character;
    const empty = isEmptyCharacter(character);
    if (request.personaId !== undefined) {
      if (!empty) {
        throw new DomainError(
          'invalid_parameters',
          'two_personas',
          'A run writes in one persona: send personaId or a character, not both.',
        );
      }
      const [row] = await this.db
        .select()
        .from(personas)
        .where(and(eq(personas.id, request.personaId), this.readable(address)))
        .limit(1);
      if (!row) throw missing();
      return runPersonaOf(row);
    }
    if (!character || empty) return null;
    if (character.content.trim() !== '') {
      return { name: character.name.trim(), instructions: character.content.trim(), wordsToAvoid: [] };
    }
    const [row] = await this.db
      .select()
      .from(personas)
      .where(and(sql`lower(${personas.name}) = ${character.name.trim().toLowerCase()}`, this.readable(address)))
      .orderBy(sql`${personas.ownerEmail} IS NULL`)
      .limit(1);
    if (!row) throw missing();
    return runPersonaOf(row);
  }

  /**
   * The persona an AI step names (one of the task creator's, or an organization's they are a
   * member of), as the run writes in it; undefined when it is gone.
   */
  async ofCreator(ownerEmail: string, personaId: string): Promise<RunPersona | undefined> {
    const [row] = await this.db
      .select()
      .from(personas)
      .where(and(eq(personas.id, personaId), this.readable(addressOf(ownerEmail)), isNotNull(personas.id)))
      .limit(1);
    return row ? runPersonaOf(row) : undefined;
  }
}
