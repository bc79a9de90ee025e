import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { againWhenRolledBack } from '../../db/rolled-back.ts';
import { apiKeys, keyRuns } from '../../db/schema.ts';
import { type ChargeOutcome, type ChargeRequest, chargeStarts } from './charge-starts.ts';
import { claimKey, type IdempotencyKey, type RememberedReply } from './idempotency-keys.ts';

/** What guards a start beyond its account's credit and plan (decision 094). */
export interface StartGuard {
  /** The client's `Idempotency-Key`: a repeat is answered with the first run, and charges nothing. */
  idempotencyKey?: IdempotencyKey | undefined;
  /** The public key starting the run: its daily cap is counted, and the run is its visitor's. */
  publicKey?: { keyId: string; visitor: string } | undefined;
}

/** How a start is charged: the plans that unlock its task (none: every plan), and its guard. */
export interface ChargeOptions {
  plans?: readonly string[] | undefined;
  guard?: StartGuard | undefined;
}

/** What a guarded start did: the charge's outcome, a repeat's first reply, or a key's day spent. */
export type GuardedOutcome =
  | ChargeOutcome
  | { created: false; repeated: RememberedReply }
  | { created: false; capReached: { dailyCreditCap: number } };

/** The day a charge counts for, by the server's clock (UTC). */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Carries a refusal out of a transaction, which it rolls back. */
class Refused {
  constructor(readonly outcome: GuardedOutcome) {}
}

/**
 * Charges one start in a transaction of its own with what guards it: first its idempotency key is
 * claimed (a repeat waits for the first's transaction and gets its reply), then a public key's
 * spending of the day is counted on its row, only within its cap (the row's lock makes concurrent
 * starts of one key count one after another), then the fee is charged and the run created by the
 * one statement every start uses (`chargeStarts`), and the run is recorded as the key visitor's.
 * Any refusal rolls back all of it: no claim, no spending, no charge without the others.
 */
export async function chargeGuardedStart(
  db: Database,
  start: ChargeRequest & { guard: StartGuard },
): Promise<GuardedOutcome> {
  const { run, guard } = start;
  const at = run.createdAt;
  try {
    // A transaction the server ends as a deadlock's victim wrote nothing: it runs again, whole.
    return await againWhenRolledBack(() =>
      db.transaction(async (tx) => {
        // The account's row first, with the charge's own lock (FOR NO KEY UPDATE, which a key
        // share taken by a row referring to the account does not wait for): two keyed starts of one
        // account take turns from here, as the charge made them anyway (issue 42's drill met a
        // deadlock, a 500, when each first held a share lock from its key's row).
        await tx.execute(sql`SELECT 1 FROM accounts WHERE email = ${run.accountEmail} FOR NO KEY UPDATE`);
        if (guard.idempotencyKey) {
          const reply = { status: 'IN_PROGRESS', requestId: run.id } as const;
          const claim = await claimKey(tx, guard.idempotencyKey, { runId: run.id, reply, at });
          if (!claim.claimed) return { created: false, repeated: claim.remembered } as const;
        }
        if (guard.publicKey) {
          const day = dayOf(at);
          // Spent today after this charge: a new day starts from nothing.
          const spent = sql`(CASE WHEN ${apiKeys.spentDay} = ${day} THEN ${apiKeys.spentToday} ELSE 0 END) + ${run.fee}`;
          const counted = await tx
            .update(apiKeys)
            .set({ spentDay: day, spentToday: spent, spentTotal: sql`${apiKeys.spentTotal} + ${run.fee}` })
            .where(
              and(
                eq(apiKeys.id, guard.publicKey.keyId),
                isNull(apiKeys.revokedAt),
                sql`${spent} <= ${apiKeys.dailyCreditCap}`,
              ),
            )
            .returning({ id: apiKeys.id });
          if (counted.length === 0) {
            const [key] = await tx
              .select({ dailyCreditCap: apiKeys.dailyCreditCap })
              .from(apiKeys)
              .where(eq(apiKeys.id, guard.publicKey.keyId));
            throw new Refused({ created: false, capReached: { dailyCreditCap: key?.dailyCreditCap ?? 0 } });
          }
        }
        const { created, byEmail } = await chargeStarts(tx, [start]);
        if (!created.has(run.id)) throw new Refused({ created: false, account: byEmail.get(run.accountEmail) });
        if (guard.publicKey) {
          await tx.insert(keyRuns).values({
            runId: run.id,
            keyId: guard.publicKey.keyId,
            visitor: guard.publicKey.visitor,
            createdAt: at,
          });
        }
        return { created: true } as const;
      }),
    );
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}
