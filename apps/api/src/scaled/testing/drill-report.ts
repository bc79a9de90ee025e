import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { LoadTally } from './drill-load.ts';

/** What became of the drill's runs and requests (issue 42, acceptance 1 to 3). */
export interface DrillReport {
  /** The drill's wall time (s). */
  seconds: number;
  /** Runs an API accepted. */
  accepted: number;
  completed: number;
  /** Runs that ended ERROR or ABORTED, by the message they end with. */
  failedByCause: Record<string, number>;
  /** Accepted runs still not ended when the drill gave up waiting (must be 0). */
  stuck: number;
  /** Runs with more than one charge, and keys whose repeats started a second run (must be 0). */
  chargedTwice: number;
  /** Accounts whose balance is not the sum of their ledger (must be 0). */
  balancesOff: number;
  /** Processes that exited without being asked to (must be none). */
  exitedOnTheirOwn: string[];
  /** Replies 5xx other than 503 (must be 0), and samples of them. */
  serverErrors: number;
  serverErrorSamples: string[];
  /** Replies by status. */
  statuses: Record<string, number>;
  /** 503 replies without Retry-After (must be 0). */
  without503RetryAfter: number;
  /** Calls no API answered (the API stopped on purpose, before the clients left it). */
  unanswered: number;
  uploads: number;
  streams: LoadTally['streams'];
  /** Runs accepted while the object store was down, and how many of them completed (acceptance 2). */
  storageWindow: { accepted: number; completed: number };
  /** How long PostgreSQL and the object store were down in fact (ms): at least as asked. */
  outages: { databaseMs: number; storageMs: number };
  /** The API and the worker started while PostgreSQL was down (acceptance 3). */
  coldStart: { apiUpAfterReturnMs: number; workerUpAfterReturnMs: number; loggedWaiting: boolean };
  /** The API stopped with SIGTERM: its exit code and how long it took. */
  sigterm: { exitCode: number | null; ms: number };
  /** Every process's output, for a failure's diagnosis. */
  logs: Record<string, string>;
}

type Outcome = Omit<DrillReport, 'seconds' | 'exitedOnTheirOwn' | 'outages' | 'coldStart' | 'sigterm' | 'logs'>;

/**
 * Waits until every accepted run has ended, or until none has ended for `timeoutMs`, then reads each
 * one's status, message and charges, and every account's balance against its ledger.
 */
export async function readOutcome(options: {
  sql: pg.Pool;
  tally: LoadTally;
  storageWindow: [number, number];
  timeoutMs?: number;
}): Promise<Outcome> {
  const { sql, tally } = options;
  const ids = [...tally.accepted.keys()];
  // A run is stuck when none has ended for this long: runs still ending are waited for, however
  // slowly a busy machine ends them (decision 216); the test's own timeout bounds the whole wait.
  const stall = options.timeoutMs ?? 120_000;
  let deadline = Date.now() + stall;
  let openBefore = Number.POSITIVE_INFINITY;
  let runs: { id: string; status: string; message: string | null; charges: number }[] = [];
  for (;;) {
    const { rows } = await sql.query<{ id: string; status: string; message: string | null; charges: string }>(
      `SELECT r.id, r.status, r.message,
         (SELECT count(*) FROM credit_ledger l WHERE l.run_id = r.id AND l.reason = 'run') AS charges
       FROM runs r WHERE r.id = ANY($1::text[])`,
      [ids],
    );
    runs = rows.map((row) => ({ ...row, charges: Number(row.charges) }));
    const open = runs.filter((run) => run.status === 'IN_PROGRESS' || run.status === 'PAUSED').length;
    if (open === 0 && runs.length === ids.length) break;
    if (open < openBefore) deadline = Date.now() + stall;
    openBefore = open;
    if (Date.now() > deadline) break;
    await sleep(250);
  }
  const failedByCause: Record<string, number> = {};
  for (const run of runs) {
    if (run.status !== 'ERROR' && run.status !== 'ABORTED') continue;
    const cause = `${run.status}: ${run.message ?? ''}`;
    failedByCause[cause] = (failedByCause[cause] ?? 0) + 1;
  }
  const { rows: balances } = await sql.query<{ off: string }>(
    `SELECT count(*) AS off FROM accounts a
     WHERE a.balance <> (SELECT coalesce(sum(delta), 0) FROM credit_ledger l WHERE l.account_email = a.email)`,
  );
  const [from, to] = options.storageWindow;
  const inWindow = ids.filter((id) => {
    const at = tally.accepted.get(id)?.at ?? 0;
    return at >= from && at <= to;
  });
  const statusOf = new Map(runs.map((run) => [run.id, run.status]));
  return {
    accepted: ids.length,
    completed: runs.filter((run) => run.status === 'COMPLETED').length,
    failedByCause,
    stuck: ids.length - runs.filter((run) => ['COMPLETED', 'ERROR', 'ABORTED'].includes(run.status)).length,
    chargedTwice: runs.filter((run) => run.charges > 1).length + tally.keysWithTwoRuns,
    balancesOff: Number(balances[0]?.off ?? 0),
    serverErrors: tally.serverErrors.length,
    serverErrorSamples: tally.serverErrors.slice(0, 5),
    statuses: Object.fromEntries([...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => [status, n])),
    without503RetryAfter: tally.without503RetryAfter,
    unanswered: tally.unanswered,
    uploads: tally.uploads,
    streams: tally.streams,
    storageWindow: {
      accepted: inWindow.length,
      completed: inWindow.filter((id) => statusOf.get(id) === 'COMPLETED').length,
    },
  };
}

/** The report's figures as lines a person reads (the test's output and `bench:faults`). */
export function describeReport(report: DrillReport): string[] {
  const share = report.storageWindow.accepted
    ? ((100 * report.storageWindow.completed) / report.storageWindow.accepted).toFixed(1)
    : 'n/a';
  return [
    `drill: ${report.seconds} s wall; PostgreSQL down ${(report.outages.databaseMs / 1000).toFixed(1)} s after a fast restart, object store down ${(report.outages.storageMs / 1000).toFixed(1)} s`,
    `runs accepted ${report.accepted}, completed ${report.completed}, stuck ${report.stuck}, charged twice ${report.chargedTwice}, balances off ${report.balancesOff}`,
    `failed by cause: ${Object.keys(report.failedByCause).length === 0 ? 'none' : JSON.stringify(report.failedByCause)}`,
    `processes that exited on their own: ${report.exitedOnTheirOwn.length} ${report.exitedOnTheirOwn.join(', ')}`,
    `requests answered 5xx other than 503: ${report.serverErrors}; 503 without Retry-After: ${report.without503RetryAfter}`,
    `replies by status: ${JSON.stringify(report.statuses)}; unanswered (stopped API): ${report.unanswered}; uploads stored: ${report.uploads}`,
    `event streams: ${JSON.stringify(report.streams)}`,
    `runs accepted during the storage outage: ${report.storageWindow.accepted}, completed ${report.storageWindow.completed} (${share} %)`,
    `started while PostgreSQL was down (logged waiting: ${report.coldStart.loggedWaiting}): API up ${report.coldStart.apiUpAfterReturnMs} ms and worker up ${report.coldStart.workerUpAfterReturnMs} ms after its return`,
    `API stopped with SIGTERM: exit ${report.sigterm.exitCode} in ${report.sigterm.ms} ms`,
  ];
}
