import { newRowId } from '../../db/row-ids.ts';
import {
  apiUp,
  removeStage,
  type Stage,
  signIn,
  startApi,
  startStage,
  startWorker,
  until,
  workerUp,
} from '../../scaled/testing/drill-stage.ts';

// Issue 46, acceptance 2 (decision 173): 2 API processes (each running runs and turning the
// automations' scheduler, as an API without RUN_WORKER=false does) and 2 worker processes on one
// PostgreSQL; a number of automations all due at the same moment; as the first runs are started,
// a worker is killed (SIGKILL) and an API stopped (SIGTERM). What became of every automation's
// moment is read from the database: its entry, its run, the run's charges in the ledger. The
// test in `pnpm check` and `bench:automations-faults` run it.

export interface AutomationDrillOptions {
  automations: number;
  accounts: number;
  /** Whether to wait for every run to end too (the bench), not only to be started (the test). */
  waitForEnds: boolean;
  say: (line: string) => void;
}

export interface AutomationDrillReport {
  automations: number;
  /** Entries of the moment by status (all `started` when nothing was lost). */
  entries: Record<string, number>;
  automationsWithoutEntry: number;
  automationsWithSeveralEntries: number;
  /** Runs the drill's accounts have, and how many of them no entry names (a second start). */
  runs: number;
  runsWithoutEntry: number;
  /** Runs by how many `run` charges the ledger holds for each. */
  chargesPerRun: Record<string, number>;
  /** Entries already started when the faults struck. */
  startedAtFaults: number;
  sigtermExitCode: number | null;
  sigtermMs: number;
  /** From the moment to the last start, and the starts' delays (ms). */
  allStartedMs: number;
  delayP50Ms: number;
  delayP95Ms: number;
  /** Runs by status at the end (all COMPLETED when the drill waited for the ends). */
  runStatuses: Record<string, number>;
  /** What the runs that did not complete said, and how many said it. */
  endMessages: Record<string, number>;
  seconds: number;
}

type Row = Record<string, unknown>;

async function rows(stage: Stage, text: string, values: unknown[] = []): Promise<Row[]> {
  return (await stage.sql.query(text, values)).rows as Row[];
}

async function count(stage: Stage, text: string, values: unknown[] = []): Promise<number> {
  return Number((await rows(stage, text, values))[0]?.count ?? 0);
}

function tally(list: Row[], key: string): Record<string, number> {
  return Object.fromEntries(list.map((row) => [String(row[key]), Number(row.count)]));
}

function countBy(list: Row[], key: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of list) counts[String(row[key])] = (counts[String(row[key])] ?? 0) + 1;
  return counts;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Makes `count` automations of a cheap seeded task, spread over the accounts, not yet due. */
async function makeAutomations(stage: Stage, emails: string[], count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newRowId());
  const owners = ids.map((_, index) => emails[index % emails.length] as string);
  const parameters = {
    text: {
      metadata: { 'Content-Type': 'text/plain' },
      value: 'The office opens in May. The roof is mended first. The garden follows in June. Staff move in by July.',
    },
    length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
  };
  await stage.sql.query(
    `INSERT INTO automations (id, owner_email, name, task_id, parameters, trigger, time_zone, missed, delivery,
       status, next_run_at, created_at, updated_at)
     SELECT a.id, a.owner, 'Drill ' || a.n, 'summarise-text', $3::jsonb,
       '{"kind":"schedule","schedule":{"kind":"daily","time":"03:00"}}'::jsonb, 'UTC', 'run-once',
       '{"kind":"assets"}'::jsonb, 'active', NULL, now(), now()
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS a(id, owner, n)`,
    [ids, owners, JSON.stringify(parameters)],
  );
  return ids;
}

/** Runs the drill and reads what became of every moment. */
export async function runAutomationDrill(options: AutomationDrillOptions): Promise<AutomationDrillReport> {
  const { say } = options;
  const began = Date.now();
  const stage = await startStage();
  try {
    // The API stopped by SIGTERM lets its steps under way end within a grace of 60 s, not the stage's
    // 2 s: it exits as soon as they end (3 s on a quiet machine), and on a busy one its stop
    // outlasted 2 s + 10 s (exit 1 after 13.6 s) and 15 s + 10 s (after 26.2 s) in fresh clones' CI.
    const runsRuns = { RUN_WORKER: 'true', RUN_SHUTDOWN_GRACE_SECONDS: '60' };
    const [api1, api2] = [await startApi(stage, 'api-1', runsRuns), await startApi(stage, 'api-2', runsRuns)];
    const [worker1, worker2] = [await startWorker(stage, 'worker-1'), await startWorker(stage, 'worker-2')];
    await Promise.all([api1.printed(apiUp), api2.printed(apiUp), worker1.printed(workerUp), worker2.printed(workerUp)]);
    const base = stage.apis.get(api2) as string;
    const accounts = await Promise.all(
      Array.from({ length: options.accounts }, (_, index) => signIn(stage, base, `automated-${index}@example.com`)),
    );
    const emails = accounts.map((account) => account.email);
    const ids = await makeAutomations(stage, emails, options.automations);
    say(
      `stage up in ${Date.now() - began} ms: 2 APIs and 2 workers, ${ids.length} automations of ${emails.length} accounts`,
    );

    // All due at one moment; every scheduler is woken as a change of an automation wakes it.
    const [{ moment }] = (await rows(
      stage,
      `UPDATE automations SET next_run_at = now() WHERE id = ANY($1) RETURNING next_run_at AS moment`,
      [ids],
    )) as [{ moment: Date }];
    await stage.sql.query(`NOTIFY taskwell_automations, 'changed'`);
    const started = `SELECT count(*) FROM automation_runs WHERE status = 'started' AND automation_id = ANY($1)`;
    await until('the first started entries', async () => ((await count(stage, started, [ids])) > 0 ? true : undefined));
    say('worker-1: SIGKILL; api-1: SIGTERM');
    worker1.stop('SIGKILL');
    const termAt = Date.now();
    api1.stop('SIGTERM');
    const startedAtFaults = await count(stage, started, [ids]);
    const [sigtermExitCode] = await Promise.all([api1.exited(), worker1.exited()]);
    const sigtermMs = Date.now() - termAt;
    say(
      `${startedAtFaults} of ${ids.length} started when the faults struck; api-1 exited ${sigtermExitCode} after ${sigtermMs} ms`,
    );

    const settled = `SELECT count(*) FROM automation_runs WHERE status <> 'pending' AND automation_id = ANY($1)`;
    await until(
      'every moment settled',
      async () => ((await count(stage, settled, [ids])) >= ids.length ? true : undefined),
      300_000,
    );
    if (options.waitForEnds) {
      const open = `SELECT count(*) FROM runs WHERE account_email = ANY($1) AND status NOT IN ('COMPLETED', 'ERROR', 'ABORTED')`;
      await until(
        'every run ended',
        async () => ((await count(stage, open, [emails])) === 0 ? true : undefined),
        600_000,
      );
    }
    return {
      ...(await readOutcome(stage, ids, emails, moment)),
      automations: ids.length,
      startedAtFaults,
      sigtermExitCode,
      sigtermMs,
      seconds: Math.round((Date.now() - began) / 1000),
    };
  } finally {
    await removeStage(stage);
  }
}

async function readOutcome(stage: Stage, ids: string[], emails: string[], moment: Date) {
  const entries = tally(
    await rows(stage, `SELECT status, count(*) FROM automation_runs WHERE automation_id = ANY($1) GROUP BY status`, [
      ids,
    ]),
    'status',
  );
  const perAutomation = await rows(
    stage,
    `SELECT a.id, count(e.id) AS count FROM automations a LEFT JOIN automation_runs e ON e.automation_id = a.id
     WHERE a.id = ANY($1) GROUP BY a.id`,
    [ids],
  );
  const runs = await rows(
    stage,
    `SELECT r.id, r.status, r.message, r.created_at, e.id AS entry,
       (SELECT count(*) FROM credit_ledger l WHERE l.run_id = r.id AND l.reason = 'run') AS charges
     FROM runs r LEFT JOIN automation_runs e ON e.run_id = r.id
     WHERE r.account_email = ANY($1)`,
    [emails],
  );
  const starts = runs.map((run) => (run.created_at as Date).getTime()).sort((a, b) => a - b);
  const delays = starts.map((at) => at - moment.getTime());
  return {
    entries,
    automationsWithoutEntry: perAutomation.filter((row) => Number(row.count) === 0).length,
    automationsWithSeveralEntries: perAutomation.filter((row) => Number(row.count) > 1).length,
    runs: runs.length,
    runsWithoutEntry: runs.filter((run) => run.entry === null).length,
    chargesPerRun: countBy(runs, 'charges'),
    allStartedMs: delays.at(-1) ?? 0,
    delayP50Ms: percentile(delays, 0.5),
    delayP95Ms: percentile(delays, 0.95),
    runStatuses: countBy(runs, 'status'),
    endMessages: countBy(
      runs.filter((run) => run.status !== 'COMPLETED' && run.message),
      'message',
    ),
  };
}

/** The report's lines, as the bench prints them. */
export function describeAutomationDrill(report: AutomationDrillReport): string[] {
  return [
    `automations due at one moment: ${report.automations}; entries by status: ${JSON.stringify(report.entries)}`,
    `automations without an entry: ${report.automationsWithoutEntry}; with several: ${report.automationsWithSeveralEntries}`,
    `runs: ${report.runs}; runs no entry names (a second start): ${report.runsWithoutEntry}; runs by their 'run' charges: ${JSON.stringify(report.chargesPerRun)}`,
    `started when the faults struck: ${report.startedAtFaults}; SIGTERM: exit ${report.sigtermExitCode} after ${report.sigtermMs} ms`,
    `moment to run start: p50 ${report.delayP50Ms} ms, p95 ${report.delayP95Ms} ms, last ${report.allStartedMs} ms`,
    `runs by status: ${JSON.stringify(report.runStatuses)}; drill ${report.seconds} s`,
    ...Object.entries(report.endMessages).map(([message, count]) => `${count} runs ended: ${message.slice(0, 300)}`),
  ];
}
