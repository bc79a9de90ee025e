// Fills a database with a stored history of runs, quickly, for scripts/bench-growth.ts: each run
// as the trivial 3-step flow leaves it (COMPLETED, one in twenty ERROR and refunded), with its three
// output files kept in their rows and its ledger entries. Keys are time-ordered UUIDs (version 7)
// made from the run's time, as the server makes them. Written with set-based statements of
// `batch` runs each (generate_series), on PGlite or PostgreSQL alike.
import { benchUserEmail } from './bench-users.ts';

/** How the history is spread. */
export interface HistoryShape {
  /** Runs in all. */
  runs: number;
  /** The one account holding `heavyRuns` of them (Tasks in Process and My Assets are measured as it). */
  heavyEmail: string;
  heavyRuns: number;
  /** The benchmark's users, who hold a share of the rest, as do `otherAccounts` more. */
  benchUsers: number;
  otherAccounts: number;
  /** Runs per statement. */
  batch?: number;
}

/** Runs raw SQL with parameters. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

// A version-7 UUID from a time (ms) and a number: the time in the first 48 bits, the number's
// digest in the rest (variant and version bits set), as text.
const uuidV7 = (at: string, seed: string) => `(
  substr(lpad(to_hex((extract(epoch FROM ${at}) * 1000)::bigint), 12, '0'), 1, 8) || '-' ||
  substr(lpad(to_hex((extract(epoch FROM ${at}) * 1000)::bigint), 12, '0'), 9, 4) || '-7' ||
  substr(md5(${seed}), 1, 3) || '-' || substr('89ab', (('x' || substr(md5(${seed}), 4, 1))::bit(4)::int % 4) + 1, 1) ||
  substr(md5(${seed}), 5, 3) || '-' || substr(md5(${seed}), 8, 12))`;

/**
 * Inserts the history: accounts first (1,000,000 credits each), then runs, their output files and
 * their ledger entries in batches, spread evenly over the year before now; prints progress.
 */
export async function fillHistory(
  executeSql: ExecuteSql,
  shape: HistoryShape,
  progress: (done: number) => void,
): Promise<void> {
  const batch = shape.batch ?? 20_000;
  const accounts = [
    shape.heavyEmail,
    ...Array.from({ length: shape.benchUsers }, (_, index) => benchUserEmail(index)),
    ...Array.from({ length: shape.otherAccounts }, (_, index) => `history-${index}@example.com`),
  ];
  await executeSql(
    `INSERT INTO accounts (email, plan, balance, created_at, updated_at)
     SELECT email, 'Free', 1000000, now() - interval '400 days', now() - interval '400 days' FROM unnest($1::text[]) AS email
     ON CONFLICT (email) DO NOTHING`,
    [accounts],
  );
  await executeSql(`CREATE TEMPORARY TABLE fill_accounts (n int PRIMARY KEY, email text NOT NULL)`);
  await executeSql(
    `INSERT INTO fill_accounts SELECT n - 1, email FROM unnest($1::text[]) WITH ORDINALITY AS a(email, n)`,
    [accounts.slice(1)],
  );
  const others = accounts.length - 1;
  const year = 365 * 24 * 3600 * 1000;
  const started = Date.now() - year;
  for (let from = 0; from < shape.runs; from += batch) {
    const to = Math.min(shape.runs, from + batch) - 1;
    // Run i: the heavy account's when i % (runs / heavyRuns) is 0, else another account's.
    const every = Math.max(1, Math.floor(shape.runs / shape.heavyRuns));
    const values = [from, to, started, year / shape.runs, every, shape.heavyEmail, others];
    const series = `
      SELECT i,
        to_timestamp(($3::float8 + i * $4::float8) / 1000) AS at,
        CASE WHEN i % $5 = 0 AND i / $5 < ${shape.heavyRuns} THEN $6
          ELSE (SELECT email FROM fill_accounts WHERE n = i % $7) END AS email,
        i % 20 = 0 AS failed
      FROM generate_series($1::int, $2::int) AS i`;
    const runId = uuidV7('at', `'run' || i`);
    const assetId = (step: number) => uuidV7('at', `'asset${step}-' || i`);
    const result = (step: number, name: string) =>
      `jsonb_build_object('parameter', jsonb_build_object('name', '${name}', 'metadata',
        jsonb_build_object('Content-Type', 'text/plain', 'created', to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
        'value', jsonb_build_array(jsonb_build_object('source', 'Echo', 'data', ${assetId(step)}))))`;
    const checkpoint = (step: number, id: string) =>
      `'${id}', jsonb_build_object('assetId', ${assetId(step)}, 'contentType', 'text/plain', 'source', 'Echo',
        'created', to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
    await executeSql(
      `INSERT INTO runs (id, account_email, task_id, status, fee, inputs, answers, state, results, step, max,
         message, version, attempts, queued_at, started_at, created_at, updated_at, finished_at)
       SELECT ${runId}, email, 'bench-three-steps', CASE WHEN failed THEN 'ERROR' ELSE 'COMPLETED' END, 3,
         jsonb_build_object('text', jsonb_build_object('contentType', 'text/plain', 'value', 'benchmark ' || i)),
         '{}'::jsonb,
         jsonb_build_object('steps', jsonb_build_object(${checkpoint(1, 'one')}, ${checkpoint(2, 'two')}, ${checkpoint(3, 'three')})),
         jsonb_build_array(${result(1, 'One')}, ${result(2, 'Two')}, ${result(3, 'Three')}),
         3, 3, CASE WHEN failed THEN 'The step "Three" failed: the input cannot be used.' END, 5, 1,
         at, at, at, at + interval '40 milliseconds', at + interval '40 milliseconds'
       FROM (${series}) AS s`,
      values,
    );
    for (const step of [1, 2, 3]) {
      await executeSql(
        `INSERT INTO assets (id, owner_email, file_name, content_type, size, content, metadata, created_at)
         SELECT ${assetId(step)}, email, '${['one', 'two', 'three'][step - 1]}.txt', 'text/plain', 19,
           convert_to('benchmark ' || i, 'UTF8'),
           jsonb_build_object('created', to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'source', 'Echo',
             'runId', ${runId}, 'step', '${['one', 'two', 'three'][step - 1]}', 'Content-Type', 'text/plain'),
           at + interval '${step * 10} milliseconds'
         FROM (${series}) AS s`,
        values,
      );
    }
    await executeSql(
      `INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, run_id, created_at)
       SELECT ${uuidV7('at', `'charge' || i`)}, email, -3, 'run', 1000000, ${runId}, at FROM (${series}) AS s
       UNION ALL
       SELECT ${uuidV7('at', `'refund' || i`)}, email, 3, 'refund', 1000000, ${runId}, at + interval '40 milliseconds'
       FROM (${series}) AS s WHERE failed`,
      values,
    );
    progress(to + 1);
  }
  await executeSql('DROP TABLE fill_accounts');
}
