import { setTimeout as sleep } from 'node:timers/promises';
import { driveLoad, newTally } from './drill-load.ts';
import { type DrillReport, readOutcome } from './drill-report.ts';
import {
  apiUp,
  removeStage,
  type Stage,
  signIn,
  startApi,
  startStage,
  startWorker,
  until,
  waiting,
  workerUp,
} from './drill-stage.ts';
import type { ServerProcess } from './server-processes.ts';

// Issue 42's drill, as an operator would try it: two API processes and two workers on one
// PostgreSQL and one S3-compatible server, under steady load; PostgreSQL restarted fast, then
// stopped for a while (an API and a worker are started meanwhile: they wait for it); the object
// store stopped for a while; a worker killed; an API stopped with SIGTERM. The test in `pnpm check`
// and `bench:faults` run it with shorter and longer outages.

/** How the drill goes. */
export interface DrillOptions {
  /** How long PostgreSQL stays stopped (ms). */
  databaseStopMs: number;
  /** How long the object store stays stopped (ms). */
  storageStopMs: number;
  /** Clients starting runs at once. */
  clients: number;
  /**
   * How long a run waits out an outage before it ends (RUN_OUTAGE_WAIT_SECONDS of every process);
   * the server's default (60 s) unless told.
   */
  runOutageWaitSeconds?: number;
  /** Where it says what it does. */
  say: (line: string) => void;
}

/** Completed runs so far (during an outage: the last count read). */
function completions(stage: Stage): () => Promise<number> {
  let last = 0;
  return async () => {
    const { rows } = await stage.sql
      .query<{ count: string }>(`SELECT count(*) FROM runs WHERE status = 'COMPLETED'`)
      .catch(() => ({ rows: [{ count: String(last) }] }));
    last = Number(rows[0]?.count ?? last);
    return last;
  };
}

/** Runs the drill and reports what became of every run and every request. */
export async function runFaultDrill(options: DrillOptions): Promise<DrillReport> {
  const { say } = options;
  const began = Date.now();
  // A cluster of its own: the drill restarts and stops the server.
  const stage = await startStage(
    options.runOutageWaitSeconds === undefined ? {} : { RUN_OUTAGE_WAIT_SECONDS: String(options.runOutageWaitSeconds) },
    { ownCluster: true },
  );
  const cluster = stage.cluster;
  if (!cluster) throw new Error('The fault drill needs a PostgreSQL cluster of its own.');
  const stopLoad = new AbortController();
  let load: Promise<void> | undefined;
  try {
    const [api1, api2] = [await startApi(stage, 'api-1'), await startApi(stage, 'api-2')];
    const [worker1, worker2] = [await startWorker(stage, 'worker-1'), await startWorker(stage, 'worker-2')];
    await Promise.all([api1.printed(apiUp), api2.printed(apiUp), worker1.printed(workerUp), worker2.printed(workerUp)]);
    const stopped = new Set<ServerProcess>();
    const roster = {
      live: () =>
        [...stage.apis].filter(([api]) => !stopped.has(api) && apiUp.test(api.output())).map(([, base]) => base),
    };
    const base1 = stage.apis.get(api1) as string;
    // An account per two clients (their runs share its balance and its event stream places).
    const accounts = await Promise.all(
      Array.from({ length: Math.max(1, Math.ceil(options.clients / 2)) }, (_, index) =>
        signIn(stage, base1, `drill-${index}@example.com`),
      ),
    );
    say(`stage up in ${Date.now() - began} ms: 2 APIs, 2 workers, ${accounts.length} accounts`);
    const tally = newTally();
    load = driveLoad({ clients: options.clients, accounts, roster, tally, stop: stopLoad.signal });
    const completed = completions(stage);
    const progress = async (what: string, more = 3) => {
      const from = await completed();
      await until(`${what}: ${more} more runs completed`, async () =>
        (await completed()) >= from + more ? true : undefined,
      );
    };
    await progress('warm-up');

    say('PostgreSQL: pg_ctl restart -m fast');
    cluster.restart('fast');
    await progress('after the restart');

    say(`PostgreSQL: stopped for ${options.databaseStopMs} ms; an API and a worker start meanwhile`);
    cluster.stop('fast');
    const stoppedAt = Date.now();
    const [api3, worker3] = [await startApi(stage, 'api-3'), await startWorker(stage, 'worker-3')];
    await Promise.all([api3.printed(waiting), worker3.printed(waiting)]);
    await sleep(Math.max(0, stoppedAt + options.databaseStopMs - Date.now()));
    cluster.start();
    const returnedAt = Date.now();
    const upAt = (printed: Promise<unknown>) => printed.then(() => Date.now());
    const [apiUpAt, workerUpAt] = await Promise.all([upAt(api3.printed(apiUp)), upAt(worker3.printed(workerUp))]);
    await progress('after the database came back');

    say(`object store: stopped for ${options.storageStopMs} ms`);
    await stage.store.pause();
    const storageFrom = Date.now();
    await sleep(options.storageStopMs);
    // At least the set time, and until the load had a run accepted meanwhile: on a busy machine
    // the clients may send none within the set time, and the window would then prove nothing.
    await until('a run accepted while the object store is down', async () =>
      [...tally.accepted.values()].some((run) => run.at >= storageFrom) ? true : undefined,
    );
    await stage.store.resume();
    const storageTo = Date.now();
    await progress('after the object store came back');

    say('worker-1: SIGKILL');
    worker1.stop('SIGKILL');
    await worker1.exited();
    await progress('after a worker was killed');

    say('api-1: SIGTERM');
    stopped.add(api1);
    const termAt = Date.now();
    api1.stop('SIGTERM');
    const apiExitCode = await api1.exited();
    const apiExitMs = Date.now() - termAt;
    await progress('after an API stopped');

    stopLoad.abort();
    await load;
    say(`load stopped: ${tally.accepted.size} runs accepted; waiting for each to end`);
    const outcome = await readOutcome({ sql: stage.sql, tally, storageWindow: [storageFrom, storageTo] });
    return {
      ...outcome,
      seconds: Math.round((Date.now() - began) / 1000),
      exitedOnTheirOwn: stage.processes.filter((process) => process.exitedOnItsOwn).map((process) => process.name),
      outages: { databaseMs: returnedAt - stoppedAt, storageMs: storageTo - storageFrom },
      coldStart: {
        apiUpAfterReturnMs: apiUpAt - returnedAt,
        workerUpAfterReturnMs: workerUpAt - returnedAt,
        loggedWaiting: waiting.test(api3.output()) && waiting.test(worker3.output()),
      },
      sigterm: { exitCode: apiExitCode, ms: apiExitMs },
      logs: Object.fromEntries(stage.processes.map((process) => [process.name, process.output()])),
    };
  } finally {
    stopLoad.abort();
    await load?.catch(() => undefined);
    await removeStage(stage);
  }
}
