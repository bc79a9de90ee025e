import type { StoreFigures } from '@taskwell/api-sdk';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';

// A listing's figures (decision 107). Runs bought ever and the buyers' thumbs are counters that
// migration 0015's triggers keep in the transaction that ends a bought run (before it credits or
// refunds anyone) or saves a thumb (store_listing_figures); the 30-day success rate and median run time are read for one page
// of listings at a time from their runs, by the runs_listing_day index.

/** Days the success rate and the median run time look back. */
export const figuresWindowDays = 30;

/** The start of the figures' window, as a Date. */
export function windowStart(now: number): Date {
  return new Date(now - figuresWindowDays * 86_400_000);
}

/** The window start each database's `recent` counters were last seen counting from, in this process. */
const windows = new WeakMap<Database, string>();

/**
 * Makes the listings' `recent` counters (runs bought in the figures' window, for the popular sort)
 * count from `since` (a UTC day): once a day, when the window moves, the database counts them
 * again from the days (store_figures_refresh of migration 0017; nothing if another process did).
 */
export async function refreshWindow(db: Database, since: string): Promise<void> {
  if (windows.get(db) === since) return;
  await db.execute(sql`SELECT store_figures_refresh(${since}::date)`);
  windows.set(db, since);
}

/** The counters of a listing as the search reads them. */
export interface FigureCounters {
  runs: number;
  ratingUp: number;
  ratingDown: number;
}

/** The share of thumbs up, or null before the first. */
export function ratingOf(up: number, down: number): number | null {
  return up + down === 0 ? null : up / (up + down);
}

/** The figures of some listings, by listing id; `counters` when the caller read them already. */
export async function figuresOf(
  db: Database,
  listingIds: string[],
  now: number,
  counters?: Map<string, FigureCounters>,
): Promise<Map<string, StoreFigures>> {
  const figures = new Map<string, StoreFigures>();
  if (listingIds.length === 0) return figures;
  const ids = sql.join(
    listingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const known = counters ?? new Map<string, FigureCounters>();
  if (!counters) {
    const rows = await queryRows(
      db,
      sql`SELECT listing_id, runs, rating_up, rating_down FROM store_listing_figures WHERE listing_id IN (${ids})`,
    );
    for (const row of rows) {
      known.set(String(row.listing_id), {
        runs: Number(row.runs),
        ratingUp: Number(row.rating_up),
        ratingDown: Number(row.rating_down),
      });
    }
  }
  const recent = await queryRows(
    db,
    sql`SELECT listing_id,
        count(*) FILTER (WHERE status = 'COMPLETED') AS completed,
        count(*) FILTER (WHERE status IN ('COMPLETED', 'ERROR', 'ABORTED')) AS ended,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - created_at))
          FILTER (WHERE status = 'COMPLETED' AND finished_at IS NOT NULL) AS median
      FROM runs
      WHERE listing_id IN (${ids}) AND created_at >= ${windowStart(now).toISOString()}::timestamptz
      GROUP BY listing_id`,
  );
  const window = new Map(recent.map((row) => [String(row.listing_id), row]));
  for (const id of listingIds) {
    const count = known.get(id) ?? { runs: 0, ratingUp: 0, ratingDown: 0 };
    const row = window.get(id);
    const ended = Number(row?.ended ?? 0);
    const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
    figures.set(id, {
      runs: count.runs,
      ratingUp: count.ratingUp,
      ratingDown: count.ratingDown,
      rating: ratingOf(count.ratingUp, count.ratingDown),
      successRate30d: ended === 0 ? null : Number(row?.completed ?? 0) / ended,
      medianRunSeconds: median === null ? null : Math.max(0, Math.round(median * 10) / 10),
    });
  }
  return figures;
}
