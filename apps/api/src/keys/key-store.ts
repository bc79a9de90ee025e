import { randomUUID } from 'node:crypto';
import type { ApiKeySummary } from '@taskwell/api-sdk';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { apiKeys, keyRuns, runs } from '../db/schema.ts';
import {
  isPublicKey,
  lookupOfSecretKey,
  newPublicKey,
  newSecretKey,
  prefixOfPublicKey,
  secretKeyMatches,
} from './key-secrets.ts';

/** A key found for a request: whose it is and what it may do. */
export type KeyHolder =
  | { kind: 'secret'; keyId: string; email: string }
  | { kind: 'public'; keyId: string; email: string; taskId: string; origins: readonly string[] };

/** What a new key is. */
export type NewKey =
  | { kind: 'secret'; name: string }
  | { kind: 'public'; name: string; taskId: string; origins: readonly string[] };

type KeyRow = typeof apiKeys.$inferSelect;

/** How often `lastUsedAt` is written at most: the list shows the last use to the minute. */
const lastUseResolutionMs = 60_000;

function summaryOf(row: KeyRow): ApiKeySummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    ...(row.kind === 'public' ? { taskId: row.taskId ?? '', origins: row.origins ?? [], key: row.lookup } : {}),
  };
}

/**
 * Every statement on `api_keys` and `key_runs`: making, listing and revoking keys, finding the
 * key a request carries, and the runs a key started.
 */
export class KeyStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** Makes a key for an account; the reply holds the key itself (a secret key's only showing). */
  async create(email: string, key: NewKey): Promise<ApiKeySummary & { key: string }> {
    const at = new Date(this.now());
    const id = randomUUID();
    if (key.kind === 'secret') {
      const made = newSecretKey();
      const [row] = await this.db
        .insert(apiKeys)
        .values({
          id,
          accountEmail: email,
          kind: 'secret',
          name: key.name,
          lookup: made.lookup,
          prefix: made.prefix,
          salt: made.salt,
          hash: made.hash,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('The key was not stored.');
      return { ...summaryOf(row), key: made.key };
    }
    const made = newPublicKey();
    const row = await this.insertPublic({
      id,
      email,
      name: key.name,
      key: made.key,
      taskId: key.taskId,
      origins: key.origins,
      at,
    });
    return { ...summaryOf(row), key: made.key };
  }

  private async insertPublic(options: {
    id: string;
    email: string;
    name: string;
    key: string;
    taskId: string;
    origins: readonly string[];
    at: Date;
  }): Promise<KeyRow> {
    const [row] = await this.db
      .insert(apiKeys)
      .values({
        id: options.id,
        accountEmail: options.email,
        kind: 'public',
        name: options.name,
        lookup: options.key,
        prefix: prefixOfPublicKey(options.key),
        taskId: options.taskId,
        origins: [...options.origins],
        createdAt: options.at,
      })
      .returning();
    if (!row) throw new Error('The key was not stored.');
    return row;
  }

  /**
   * Makes sure a given public key exists for an account, with this task and these origins (the
   * built-in site's advisor key, seeded at start). Nothing is changed when the key belongs to
   * another account; `false` says so.
   */
  async ensurePublicKey(options: {
    email: string;
    name: string;
    key: string;
    taskId: string;
    origins: readonly string[];
  }): Promise<boolean> {
    if (!isPublicKey(options.key))
      throw new Error(`"${options.key.slice(0, 12)}..." is not shaped like a public key (tw_pk_...).`);
    const [existing] = await this.db.select().from(apiKeys).where(eq(apiKeys.lookup, options.key)).limit(1);
    if (existing) {
      if (existing.accountEmail !== options.email || existing.kind !== 'public') return false;
      await this.db
        .update(apiKeys)
        .set({ taskId: options.taskId, origins: [...options.origins], revokedAt: null })
        .where(eq(apiKeys.id, existing.id));
      return true;
    }
    await this.insertPublic({ id: randomUUID(), ...options, at: new Date(this.now()) }).catch(
      async (error: unknown) => {
        // Another process seeded it at the same moment.
        const [raced] = await this.db
          .select({ id: apiKeys.id })
          .from(apiKeys)
          .where(eq(apiKeys.lookup, options.key))
          .limit(1);
        if (!raced) throw error;
      },
    );
    return true;
  }

  /** The account's keys that are not revoked, newest first. */
  async list(email: string): Promise<ApiKeySummary[]> {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.accountEmail, email), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return rows.map(summaryOf);
  }

  /** Revokes one of the account's keys; false when it has no such key. Revoking twice is fine. */
  async revoke(email: string, keyId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountEmail, email)))
      .limit(1);
    if (!row) return false;
    if (!row.revokedAt) {
      await this.db
        .update(apiKeys)
        .set({ revokedAt: new Date(this.now()) })
        .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
    }
    return true;
  }

  /** Revokes a live public key by its value, whoever holds it; false when there was none. */
  async revokePublished(key: string): Promise<boolean> {
    const revoked = await this.db
      .update(apiKeys)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(apiKeys.lookup, key), eq(apiKeys.kind, 'public'), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return revoked.length > 0;
  }

  /** The live secret key a request presents, or undefined (unknown, revoked, or not matching). */
  async findSecret(presented: string): Promise<KeyHolder | undefined> {
    const lookup = lookupOfSecretKey(presented);
    if (!lookup) return undefined;
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.lookup, lookup), eq(apiKeys.kind, 'secret'), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row?.salt || !row.hash || !secretKeyMatches(presented, { salt: row.salt, hash: row.hash })) return undefined;
    await this.touch(row);
    return { kind: 'secret', keyId: row.id, email: row.accountEmail };
  }

  /** The live public key a request presents, or undefined. */
  async findPublic(presented: string): Promise<KeyHolder | undefined> {
    if (!isPublicKey(presented)) return undefined;
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.lookup, presented), eq(apiKeys.kind, 'public'), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row?.taskId) return undefined;
    await this.touch(row);
    return { kind: 'public', keyId: row.id, email: row.accountEmail, taskId: row.taskId, origins: row.origins ?? [] };
  }

  /** Records the use of a key, at most once a minute (a write per request would cost the hot path). */
  private async touch(row: KeyRow): Promise<void> {
    const at = this.now();
    if (row.lastUsedAt && at - row.lastUsedAt.getTime() < lastUseResolutionMs) return;
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(at) })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at - lastUseResolutionMs))),
        ),
      );
  }

  /** Every browser origin a live public key may be used from (for CORS). */
  async publicOrigins(): Promise<Set<string>> {
    const rows = await this.db
      .select({ origins: apiKeys.origins })
      .from(apiKeys)
      .where(and(eq(apiKeys.kind, 'public'), isNull(apiKeys.revokedAt)));
    return new Set(rows.flatMap((row) => row.origins ?? []));
  }

  /** Records that a key started a run (a public key: for which visitor). */
  async recordRun(keyId: string, runId: string, visitor?: string): Promise<void> {
    await this.db
      .insert(keyRuns)
      .values({ runId, keyId, visitor: visitor ?? null, createdAt: new Date(this.now()) })
      .onConflictDoNothing();
  }

  /** True when this visitor of the public key started the run. */
  async visitorStartedRun(keyId: string, visitor: string, runId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ runId: keyRuns.runId })
      .from(keyRuns)
      .where(and(eq(keyRuns.keyId, keyId), eq(keyRuns.visitor, visitor), eq(keyRuns.runId, runId)))
      .limit(1);
    return row !== undefined;
  }

  /** True when the asset is a result item of a run this visitor of the public key started. */
  async visitorStartedRunWithResult(keyId: string, visitor: string, assetId: string): Promise<boolean> {
    const item = JSON.stringify([{ parameter: { value: [{ data: assetId }] } }]);
    const [row] = await this.db
      .select({ runId: keyRuns.runId })
      .from(keyRuns)
      .innerJoin(runs, eq(runs.id, keyRuns.runId))
      .where(and(eq(keyRuns.keyId, keyId), eq(keyRuns.visitor, visitor), sql`${runs.results} @> ${item}::jsonb`))
      .limit(1);
    return row !== undefined;
  }
}
