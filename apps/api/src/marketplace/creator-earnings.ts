import type { CreatorEarnings } from '@taskwell/api-sdk';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { DomainError } from '../errors/domain-error.ts';

/** The days shown without `from` and `to`: the last 30, today included. */
const defaultDays = 30;

/** The longest span one request may read. */
const maxDays = 366;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/** A day (YYYY-MM-DD, UTC) as the time it starts, or a 400 when it is not one. */
function dayStart(value: string, name: string): number {
  const at = dayPattern.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(at)) throw new DomainError('invalid', 'invalid_day', `${name} must be a day, as 2026-11-26.`);
  return at;
}

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The span a request reads: both days included, `from` first, at most a year. */
export function earningsSpan(options: { from?: string; to?: string; now: number }): { from: string; to: string } {
  const to = options.to === undefined ? Date.parse(`${dayOf(options.now)}T00:00:00Z`) : dayStart(options.to, 'to');
  const from = options.from === undefined ? to - (defaultDays - 1) * dayMs : dayStart(options.from, 'from');
  if (from > to) throw new DomainError('invalid', 'invalid_day', 'from must not come after to.');
  if (to - from >= maxDays * dayMs) {
    throw new DomainError('invalid', 'invalid_day', `Ask for at most ${maxDays} days at a time.`);
  }
  return { from: dayOf(from), to: dayOf(to) };
}

/**
 * A creator's earnings from the AI Store (issue 26): per listing and day (UTC) of the runs bought,
 * how many, how many completed, how many were refunded (ERROR, ABORTED), and the credits earned
 * (their `earning` ledger entries), and the tokens their AI steps used (issue 40). Counts,
 * credits and tokens only: never a buyer, an input or a result.
 */
export async function creatorEarnings(
  db: Database,
  options: { email: string; from: string; to: string },
): Promise<CreatorEarnings> {
  const rows = await queryRows(
    db,
    sql`
    SELECT to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, l.id AS listing_id,
      l.card->>'name' AS name, count(*)::int AS runs,
      (count(*) FILTER (WHERE r.status = 'COMPLETED'))::int AS completed,
      (count(*) FILTER (WHERE r.status IN ('ERROR', 'ABORTED')))::int AS refunded,
      COALESCE(sum(e.delta), 0)::int AS earned,
      COALESCE(sum(t.prompt), 0)::int AS prompt_tokens,
      COALESCE(sum(t.completion), 0)::int AS completion_tokens
    FROM store_listings l
      JOIN runs r ON r.listing_id = l.id
      LEFT JOIN credit_ledger e ON e.run_id = r.id AND e.reason = 'earning'
      -- Issue 40: the tokens the runs' AI steps used, from their checkpoints.
      LEFT JOIN LATERAL (
        SELECT sum((s.value->'usage'->>'promptTokens')::int) AS prompt,
          sum((s.value->'usage'->>'completionTokens')::int) AS completion
        FROM jsonb_each(r.state->'steps') s
      ) t ON true
    WHERE l.owner_email = ${options.email}
      AND r.created_at >= ${`${options.from}T00:00:00Z`}::timestamptz
      AND r.created_at < ${`${options.to}T00:00:00Z`}::timestamptz + interval '1 day'
    GROUP BY 1, 2, 3
    ORDER BY 1, 3, 2`,
  );
  return {
    from: options.from,
    to: options.to,
    days: rows.map((row) => ({
      day: String(row.day),
      listingId: String(row.listing_id),
      name: String(row.name ?? ''),
      runs: Number(row.runs),
      completed: Number(row.completed),
      refunded: Number(row.refunded),
      creditsEarned: Number(row.earned),
      promptTokens: Number(row.prompt_tokens),
      completionTokens: Number(row.completion_tokens),
    })),
  };
}

/** The earnings as CSV (RFC 4180) with a header row. */
export function earningsCsv(earnings: CreatorEarnings): string {
  return stringify(earnings.days, {
    header: true,
    columns: [
      { key: 'day', header: 'day' },
      { key: 'listingId', header: 'listing' },
      { key: 'name', header: 'task' },
      { key: 'runs', header: 'runs' },
      { key: 'completed', header: 'completed' },
      { key: 'refunded', header: 'refunded' },
      { key: 'creditsEarned', header: 'credits earned' },
      { key: 'promptTokens', header: 'prompt tokens' },
      { key: 'completionTokens', header: 'completion tokens' },
    ],
  });
}
