// What scripts/bench-runs.ts prints of the database work of a measured window, per run and per
// bare pg-boss job: statements and round trips (counted at the drivers by bench-run-cost-probe.ts,
// which must be imported before a connection opens), transactions (pg_stat_database's commits and
// rollbacks), rows written (pg_stat_user_tables) and WAL bytes (pg_current_wal_lsn), and the
// statements by their leading words.
import { setTimeout as sleep } from 'node:timers/promises';
import type { OpenDatabase } from '../src/db/open-database.ts';
import { type StatementCounts, snapshot } from './bench-run-cost-probe.ts';

/** The database's work so far. */
export interface Mark {
  counts: StatementCounts;
  /** The counts as the mark was asked for, before its wait: where a window of work ends. */
  called: StatementCounts;
  transactions: number;
  rows: number;
  wal: number;
}

/** The database's work of a window, divided by the runs (or jobs) done in it. */
export interface PerUnit {
  statements: number;
  roundTrips: number;
  transactions: number;
  rows: number;
  walBytes: number;
  byText: [string, number][];
  /** PostgreSQL: statements in flight on average over the window, and the share of it with none. */
  inFlight?: number;
  idleShare?: number;
  /** PostgreSQL: by leading words, the mean ms from sent to answered. */
  waitMs: Map<string, number>;
}

/**
 * Where the database's counters stand now. PostgreSQL's backends report their counts within a
 * second of their last transaction, so a mark on PostgreSQL waits 1.5 s first.
 */
export async function mark(database: Pick<OpenDatabase, 'executeSql' | 'kind'>): Promise<Mark> {
  const called = snapshot();
  if (database.kind === 'postgres') await sleep(1500);
  const taken = snapshot();
  await database.executeSql('SELECT pg_stat_clear_snapshot()');
  const [stats] = (
    await database.executeSql(
      `SELECT (SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = current_database()) AS transactions,
         (SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) FROM pg_stat_user_tables) AS rows,
         pg_current_wal_lsn() - '0/0'::pg_lsn AS wal`,
    )
  ).rows;
  return {
    counts: taken,
    called,
    transactions: Number(stats?.transactions ?? Number.NaN),
    rows: Number(stats?.rows ?? Number.NaN),
    wal: Number(stats?.wal ?? Number.NaN),
  };
}

/** The work between two marks per unit of work (the marks' own three statements are left out). */
export function perUnit(before: Mark, after: Mark, work: number): PerUnit {
  const byText: [string, number][] = [];
  for (const [text, n] of after.counts.byText) {
    const delta = n - (before.counts.byText.get(text) ?? 0);
    if (
      delta > 0 &&
      !text.startsWith('SELECT pg_stat_clear_snapshot') &&
      !text.startsWith('SELECT (SELECT xact_commit')
    )
      byText.push([text, delta / work]);
  }
  byText.sort((a, b) => b[1] - a[1]);
  const waitMs = new Map<string, number>();
  for (const [text, ms] of after.counts.waitMs ?? []) {
    const n = (after.counts.byText.get(text) ?? 0) - (before.counts.byText.get(text) ?? 0);
    if (n > 0) waitMs.set(text, (ms - (before.counts.waitMs?.get(text) ?? 0)) / n);
  }
  // In flight: from the end of the first mark's wait to the moment the second mark was asked for.
  const span = (after.called.at ?? 0) - (before.counts.at ?? 0);
  const flight =
    span > 0 && after.called.flightArea !== undefined
      ? {
          inFlight: (after.called.flightArea - (before.counts.flightArea ?? 0)) / span,
          idleShare: ((after.called.idleMs ?? 0) - (before.counts.idleMs ?? 0)) / span,
        }
      : {};
  return {
    ...flight,
    waitMs,
    statements: (after.counts.statements - before.counts.statements - 2) / work,
    roundTrips: (after.counts.roundTrips - before.counts.roundTrips - 2) / work,
    transactions: (after.transactions - before.transactions) / work,
    rows: (after.rows - before.rows) / work,
    walBytes: (after.wal - before.wal) / work,
    byText,
  };
}

/** Lines for the report: the run's figures beside the bare job's, and the run's statements by kind. */
export function describeCounts(run: PerUnit, bare: PerUnit): string[] {
  const figure = (name: string, pick: (unit: PerUnit) => number, digits: number) =>
    `${name} ${pick(run).toFixed(digits)} (bare job ${pick(bare).toFixed(digits)})`;
  return [
    `  per run: ${[
      figure('statements', (unit) => unit.statements, 2),
      figure('round trips', (unit) => unit.roundTrips, 2),
      figure('transactions', (unit) => unit.transactions, 2),
      figure('rows written', (unit) => unit.rows, 2),
      figure('WAL bytes', (unit) => unit.walBytes, 0),
    ].join(', ')}`,
    ...(run.inFlight !== undefined && bare.inFlight !== undefined && run.waitMs.size > 0
      ? [
          `  statements in flight (sent, not yet answered), mean over the window: ${run.inFlight.toFixed(2)} (bare jobs ${bare.inFlight.toFixed(2)}); share of the window with none: ${(100 * (run.idleShare ?? 0)).toFixed(0)} % (bare jobs ${(100 * (bare.idleShare ?? 0)).toFixed(0)} %)`,
        ]
      : []),
    '  statements per run (0.02 and more), and on PostgreSQL the mean ms from sent to answered:',
    ...run.byText
      .filter(([, n]) => n >= 0.02)
      .map(([text, n]) => {
        const ms = run.waitMs.get(text);
        return `    ${n.toFixed(2).padStart(6)}  ${ms === undefined ? '' : `${ms.toFixed(1).padStart(6)} ms  `}${text}`;
      }),
  ];
}
