import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { streamSlots } from '../db/schema.ts';

/** What taking a place gave: the place, or how long until the holder's oldest stream ends by itself. */
export type SlotTaken = { taken: true; id: string } | { taken: false; retryAfterMs: number };

/** How long past a stream's longest life its place stays taken when nobody gives it back (a process died). */
const expiryMarginMs = 30_000;

/**
 * The event streams open in every process, in the database (issue 29): of the processes sharing
 * it, a holder's places are counted under a transaction-scoped advisory lock of that holder, so
 * two processes taking the last place at once cannot both get it.
 */
export class StreamSlots {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** Takes one of `limit` places of a holder, for a stream that lives at most `lifetimeMs`. */
  take(holder: string, limit: number, lifetimeMs: number): Promise<SlotTaken> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`stream-slots:${holder}`}, 0))`);
      const at = this.now();
      const live = await tx
        .select({ expiresAt: streamSlots.expiresAt })
        .from(streamSlots)
        .where(and(eq(streamSlots.holder, holder), gt(streamSlots.expiresAt, new Date(at))))
        .orderBy(asc(streamSlots.expiresAt));
      const oldest = live[0];
      if (oldest && live.length >= limit) {
        return { taken: false, retryAfterMs: oldest.expiresAt.getTime() - expiryMarginMs - at } as const;
      }
      const id = randomUUID();
      await tx.insert(streamSlots).values({
        id,
        holder,
        expiresAt: new Date(at + lifetimeMs + expiryMarginMs),
        createdAt: new Date(at),
      });
      return { taken: true, id } as const;
    });
  }

  /** Gives a place back. */
  async give(id: string): Promise<void> {
    await this.db.delete(streamSlots).where(eq(streamSlots.id, id));
  }

  /** Deletes the places that expired (their processes died without giving them back). */
  async sweepExpired(now: Date): Promise<void> {
    await this.db.delete(streamSlots).where(lt(streamSlots.expiresAt, now));
  }
}
