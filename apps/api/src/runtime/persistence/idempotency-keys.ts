import { createHash } from 'node:crypto';
import type { RunAccepted } from '@taskwell/api-sdk';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { conflict } from '../../errors/domain-error.ts';

/** How long a key answers its repeats (the contract's 24 hours). */
export const idempotencyKeyLifetimeMs = 24 * 3600_000;

/** A client's `Idempotency-Key`, whose it is, and what request it came with. */
export interface IdempotencyKey {
  /** The account the request acts for. */
  email: string;
  /** Whose key among the account's callers: empty for the account, `keyId:visitor` for a public key's visitor. */
  scope: string;
  /** The key as sent. */
  key: string;
  /** What makes a repeat the same request ({@link fingerprintOf}). */
  fingerprint: string;
}

/** A key's first reply, as stored. */
export interface RememberedReply {
  fingerprint: string;
  reply: RunAccepted;
}

/** JSON with the keys of every object sorted, so that the same request always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a request was, for comparing a repeat with it: SHA-256 of the operation, its run and its body. */
export function fingerprintOf(operation: string, target: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${target}\n${canonical(body)}`)
    .digest('base64url');
}

/** The first reply to a repeat, or 409 when the key came with another request. */
export function replayOf(key: IdempotencyKey, remembered: RememberedReply): RunAccepted {
  if (remembered.fingerprint !== key.fingerprint) {
    throw conflict(
      'idempotency_key_reused',
      'This Idempotency-Key was used for another request; make a new key for a new action.',
    );
  }
  return remembered.reply;
}

const keyOf = (key: IdempotencyKey) =>
  and(
    eq(idempotencyKeys.accountEmail, key.email),
    eq(idempotencyKeys.scope, key.scope),
    eq(idempotencyKeys.key, key.key),
  );

/** The live reply of a key, if it has one. */
export async function findReply(db: Database, key: IdempotencyKey, now: Date): Promise<RememberedReply | undefined> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, reply: idempotencyKeys.reply })
    .from(idempotencyKeys)
    .where(and(keyOf(key), gt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyLifetimeMs))))
    .limit(1);
  return row;
}

/**
 * Claims a key for a reply, in the caller's transaction: of any number of requests claiming one
 * key at once, the unique key lets one insert and makes the others wait for its transaction, then
 * gives them its reply (a rolled-back claim lets the next one in). An expired claim is taken over.
 */
export async function claimKey(
  tx: Database,
  key: IdempotencyKey,
  claim: { runId: string; reply: RunAccepted; at: Date },
): Promise<{ claimed: true } | { claimed: false; remembered: RememberedReply }> {
  await tx
    .delete(idempotencyKeys)
    .where(and(keyOf(key), lt(idempotencyKeys.createdAt, new Date(claim.at.getTime() - idempotencyKeyLifetimeMs))));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      accountEmail: key.email,
      scope: key.scope,
      key: key.key,
      fingerprint: key.fingerprint,
      runId: claim.runId,
      reply: claim.reply,
      createdAt: claim.at,
    })
    .onConflictDoNothing()
    .returning({ runId: idempotencyKeys.runId });
  if (inserted.length > 0) return { claimed: true };
  const [row] = await tx
    .select({ fingerprint: idempotencyKeys.fingerprint, reply: idempotencyKeys.reply })
    .from(idempotencyKeys)
    .where(keyOf(key))
    .limit(1);
  if (!row) throw new Error('A key that refused a claim has a row.');
  return { claimed: false, remembered: row };
}

/** Deletes the keys older than their lifetime. */
export async function sweepIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyLifetimeMs)));
}
