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
  | { kind: 'public'; name: string; taskId: string; origins: readonly string[]; dailyCreditCap?: number | undefined };

/** A public key's daily spending cap when its owner sets none (issue 29). */
export const defaultDailyCreditCap = 100;

type KeyRow = typeof apiKeys.$inferSelect;

/** How often `lastUsedAt` is written at most: the list shows the last use to the minute. */
const lastUseResolutionMs = 60_000;

/** A key as the list shows it; a public key with its cap and what its runs were charged (today: UTC). */
function summaryOf(row: KeyRow, today: string): ApiKeySummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    ...(row.kind === 'public'
      ? {
          taskId: row.taskId ?? '',
          origins: row.origins ?? [],
          key: row.lookup,
          dailyCreditCap: row.dailyCreditCap,
          spentToday: row.spentDay === today ? row.spentToday : 0,
          spentTotal: row.spentTotal,
        }
      : {}),
  };
}

/**
 * Every statement on `api_keys` and `key_runs`: making, listing and revoking keys, finding the
 * key a request carries, and the runs a key started.
 */
export class KeyRecords {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** The day the spending shown counts (UTC), by the server's clock. */
  private today(): string {
    return new Date(this.now()).toISOString().slice(0, 10);
  }

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
      return { ...summaryOf(row, this.today()), key: made.key };
    }
    const made = newPublicKey();
    const row = await this.insertPublic({
      id,
      email,
      name: key.name,
      key: made.key,
      taskId: key.taskId,
      origins: key.origins,
      dailyCreditCap: key.dailyCreditCap,
      at,
    });
    return { ...summaryOf(row, this.today()), key: made.key };
  }

  private async insertPublic(options: {
    id: string;
    email: string;
    name: string;
    key: string;
    taskId: string;
    origins: readonly string[];
    dailyCreditCap?: number | undefined;
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
        dailyCreditCap: options.dailyCreditCap ?? defaultDailyCreditCap,
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
    dailyCreditCap: number;
  }): Promise<boolean> {
    if (!isPublicKey(options.key))
      throw new Error(`"${options.key.slice(0, 12)}..." is not shaped like a public key (tw_pk_...).`);
    const [existing] = await this.db.select().from(apiKeys).where(eq(apiKeys.lookup, options.key)).limit(1);
    if (existing) {
      if (existing.accountEmail !== options.email || existing.kind !== 'public') return false;
      await this.db
        .update(apiKeys)
        .set({
          taskId: options.taskId,
          origins: [...options.origins],
          dailyCreditCap: options.dailyCreditCap,
          revokedAt: null,
        })
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
    const today = this.today();
    return rows.map((row) => summaryOf(row, today));
  }

  /** Sets the daily cap of one of the account's live public keys; says why not when it cannot. */
  async setDailyCap(
    email: string,
    keyId: string,
    dailyCreditCap: number,
  ): Promise<ApiKeySummary | 'not_found' | 'not_public'> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ dailyCreditCap })
      .where(
        and(
          eq(apiKeys.id, keyId),
          eq(apiKeys.accountEmail, email),
          eq(apiKeys.kind, 'public'),
          isNull(apiKeys.revokedAt),
        ),
      )
      .returning();
    if (row) return summaryOf(row, this.today());
    const [other] = await this.db
      .select({ kind: apiKeys.kind })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountEmail, email), isNull(apiKeys.revokedAt)))
      .limit(1);
    return other ? 'not_public' : 'not_found';
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
