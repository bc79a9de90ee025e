import type { KnowledgeAllowance } from '@taskwell/api-sdk';
import {
  type KnowledgeLimitKind,
  knowledgeAllowanceOf,
  knowledgeLimitMessage,
  planDefinitions,
  planWithMore,
} from '@taskwell/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { conflict, DomainError } from '../../errors/domain-error.ts';

// Nano, Pro and Ultra (issue 43, decision 141): what an account's plan gives of its own library,
// counted and enforced here, in the transaction that adds to it.

/** A transaction or the database: both run the queries below. */
type Executor = Pick<Database, 'execute'>;

/** What an account uses of its library. */
export interface KnowledgeUse {
  collections: number;
  documents: number;
  storageBytes: number;
}

/**
 * The account's plan and its use, read in `executor` (a transaction locks the account's row
 * first). Its documents and their bytes are its `knowledge_usage` row (decision 194).
 */
async function planAndUse(
  executor: Executor,
  email: string,
  lock: boolean,
): Promise<{ plan: string; used: KnowledgeUse }> {
  const rows = await queryRows(
    executor,
    sql`
    SELECT a.plan,
      (SELECT count(*) FROM knowledge_collections c WHERE c.owner_email = a.email) AS collections,
      u.documents, u.storage_bytes AS storage
    FROM accounts a LEFT JOIN knowledge_usage u ON u.owner_email = a.email
    WHERE a.email = ${email} ${lock ? sql`FOR UPDATE OF a` : sql``}`,
  );
  const row = rows[0] as { plan: string; collections: unknown; documents: unknown; storage: unknown } | undefined;
  return {
    plan: row?.plan ?? 'Free',
    used: {
      collections: Number(row?.collections ?? 0),
      documents: Number(row?.documents ?? 0),
      storageBytes: Number(row?.storage ?? 0),
    },
  };
}

/** The refusal of going past `kind`: 403 naming the plan that gives more, or 409 when none does. */
export function pastLimit(plan: string, kind: KnowledgeLimitKind): DomainError {
  const message = knowledgeLimitMessage(plan, kind);
  return planWithMore(plan, kind)
    ? new DomainError('plan_required', 'plan_required', message)
    : conflict('knowledge_limit', message);
}

/** The caller's allowance and use, as `getKnowledgeAllowance` answers. */
export async function knowledgeAllowance(db: Database, email: string): Promise<KnowledgeAllowance> {
  const { plan: planName, used } = await planAndUse(db, email, false);
  const { plan, level, limits } = knowledgeAllowanceOf(planName);
  const upgrade = planWithMore(planName, 'documents');
  return {
    plan: plan?.name ?? planName,
    level: level ?? 'none',
    limits: { collections: limits.collections, documents: limits.documents, storageBytes: limits.storageBytes },
    used,
    knowledgeStepsInOwnTasks: limits.knowledgeStepsInOwnTasks,
    shareWithOrganization: limits.shareWithOrganization,
    ...(upgrade ? { upgrade: { plan: upgrade.plan.name, level: upgrade.level } } : {}),
  };
}

/**
 * Throws unless the account has room for one more collection, or for one more document of
 * `bytes` bytes. A collection's check runs inside the transaction that adds it: the account's row
 * is locked, so that two adds at once count each other. A document's room is taken by the
 * statement that adds it (`KnowledgeDocuments.add`); this says why that statement found none.
 */
export async function requireRoom(
  tx: Executor,
  email: string,
  adding: { collection: true } | { documentBytes: number },
): Promise<void> {
  const { plan, used } = await planAndUse(tx, email, 'collection' in adding);
  const { limits } = knowledgeAllowanceOf(plan);
  if ('collection' in adding) {
    if (used.collections >= limits.collections) throw pastLimit(plan, 'collections');
    return;
  }
  if (used.documents >= limits.documents) throw pastLimit(plan, 'documents');
  if (used.storageBytes + adding.documentBytes > limits.storageBytes) throw pastLimit(plan, 'storageBytes');
}

/**
 * Each plan's room for documents, by its key (`accounts.plan` trimmed and in lower case, as
 * `findPlan` reads it), as JSON for the statement that adds a document: a plan not named has none.
 */
export const documentRoomByPlan: string = JSON.stringify(
  planDefinitions.map((plan) => {
    const { limits } = knowledgeAllowanceOf(plan.key);
    return { plan: plan.key, documents: limits.documents, storage_bytes: limits.storageBytes };
  }),
);

/** Throws unless the account's plan lets it share a collection with its organization. */
export async function requireSharing(db: Database, email: string): Promise<void> {
  const { plan } = await planAndUse(db, email, false);
  if (!knowledgeAllowanceOf(plan).limits.shareWithOrganization) throw pastLimit(plan, 'shareWithOrganization');
}
