import type { StoreFigures } from '@taskwell/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';

// A listing's figures (decision 107). Runs bought ever and the buyers' thumbs are counters that
// migration 0015's triggers keep in the transaction that ends a bought run (before it credits or
// refunds anyone) or saves a thumb (store_listing_figures). The 30-day success rate and median run
// time count the runs bought on the window's days (from the UTC day 30 days back), read from the
// runs by the runs_listing_day index for the listings of a page whose figures this process has
// not worked out since their last run ended or the window moved.

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

/** What a listing's runs of the window come to, and what they were worked out from. */
interface WindowFigures {
  /** The window's first day and the listing's runs bought ever when they were counted. */
  since: string;
  runs: number;
  completed: number;
  ended: number;
  median: number | null;
}

/**
 * The window figures worked out, per database and listing. A listing's runs of the window change
 * only when one of its runs ends (which moves its `runs` counter) or the window moves, so an entry
 * holds while both match; the age limit bounds what rarer changes (a run deleted with its account,
 * a run retried) leave behind.
 */
const worked = new WeakMap<Database, LRUCache<string, WindowFigures>>();
const workedEntries = 20_000;
const workedAgeMs = 5 * 60_000;

function workedOf(db: Database): LRUCache<string, WindowFigures> {
  let cache = worked.get(db);
  if (!cache) {
    cache = new LRUCache<string, WindowFigures>({ max: workedEntries, ttl: workedAgeMs });
    worked.set(db, cache);
  }
  return cache;
}

/** The counters of some listings, by listing id (no row: nothing bought or rated yet). */
async function countersOf(db: Database, ids: SQL): Promise<Map<string, FigureCounters>> {
  const rows = await queryRows(
    db,
    sql`SELECT listing_id, runs, rating_up, rating_down FROM store_listing_figures WHERE listing_id IN (${ids})`,
  );
  return new Map(
    rows.map((row) => [
      String(row.listing_id),
      { runs: Number(row.runs), ratingUp: Number(row.rating_up), ratingDown: Number(row.rating_down) },
    ]),
  );
}

/** Counts the window's runs of some listings, from `since` (a UTC day). */
async function countWindow(db: Database, listingIds: string[], since: string, known: Map<string, FigureCounters>) {
  const ids = sql.join(
    listingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`SELECT r.listing_id,
        count(*) FILTER (WHERE r.status = 'COMPLETED') AS completed,
        count(*) FILTER (WHERE r.status IN ('COMPLETED', 'ERROR', 'ABORTED')) AS ended,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.finished_at - r.created_at))
          FILTER (WHERE r.status = 'COMPLETED' AND r.finished_at IS NOT NULL) AS median
      FROM runs r JOIN store_listings l ON l.id = r.listing_id
      WHERE r.listing_id IN (${ids}) AND r.created_at >= (${since}::date)::timestamp AT TIME ZONE 'UTC'
        AND r.fee > 0 AND r.account_email <> l.owner_email
      GROUP BY r.listing_id`,
  );
  const counted = new Map(rows.map((row) => [String(row.listing_id), row]));
  const cache = workedOf(db);
  for (const id of listingIds) {
    const row = counted.get(id);
    cache.set(id, {
      since,
      runs: known.get(id)?.runs ?? 0,
      completed: Number(row?.completed ?? 0),
      ended: Number(row?.ended ?? 0),
      median: row?.median === null || row?.median === undefined ? null : Number(row.median),
    });
  }
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
  const known =
    counters ??
    (await countersOf(
      db,
      sql.join(
        listingIds.map((id) => sql`${id}`),
        sql`, `,
      ),
    ));
  const since = windowStart(now).toISOString().slice(0, 10);
  const cache = workedOf(db);
  const current = (id: string) => {
    const entry = cache.get(id);
    return entry?.since === since && entry.runs === (known.get(id)?.runs ?? 0) ? entry : undefined;
  };
  const stale = listingIds.filter((id) => !current(id));
  if (stale.length > 0) await countWindow(db, stale, since, known);
  for (const id of listingIds) {
    const count = known.get(id) ?? { runs: 0, ratingUp: 0, ratingDown: 0 };
    const window = current(id);
    const median = window?.median ?? null;
    figures.set(id, {
      runs: count.runs,
      ratingUp: count.ratingUp,
      ratingDown: count.ratingDown,
      rating: ratingOf(count.ratingUp, count.ratingDown),
      successRate30d: !window || window.ended === 0 ? null : window.completed / window.ended,
      medianRunSeconds: median === null ? null : Math.max(0, Math.round(median * 10) / 10),
    });
  }
  return figures;
}
