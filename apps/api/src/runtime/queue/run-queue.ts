import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { OpenDatabase } from '../../db/open-database.ts';
import { startTakeLoop, type TakeLoop } from './take-loop.ts';

/** The queue's name, and the channel that wakes workers in other processes. */
const runQueueName = 'task-runs';
const runWakeChannel = 'taskwell_task_runs';

/** What a worker is handed: a run to take. */
export interface RunJob {
  runId: string;
}

/** The queue runs travel through: only ids, the run's row is the truth. */
export interface RunQueue {
  /** Queues runs and wakes a worker (in this process at once, in others through NOTIFY). */
  send(runIds: readonly string[]): Promise<void>;
  /** Starts taking runs: up to `concurrency` at a time, each handed to `handle`. */
  work(handle: (job: RunJob) => Promise<void>): Promise<void>;
  /**
   * Starts taking runs as {@link work} does, but each fetch is one statement with its claim:
   * `claim` is given the CTEs that take up to `limit` waiting jobs and complete them (a job is
   * only the run's ticket), named `taken` with one column `run_id`, and adds the claim of their
   * runs; `handle` is given each run it claimed, and a callback that frees the run's place before
   * it settles (take-loop.ts: its last writes are on their way).
   */
  claimWork<Row>(
    claim: (taken: SQL) => Promise<Row[]>,
    handle: (row: Row, freePlace: () => void) => Promise<void>,
  ): Promise<void>;
  /**
   * Stops fetching runs for this process's worker; sending still works, and wakes other
   * processes (the runs a stopping process hands back go to them).
   */
  stopTaking(): Promise<void>;
  /** Stops taking runs; waits for none (the runtime waits for its own runs). */
  stop(): Promise<void>;
  /** Jobs waiting to be taken (pg-boss's count of the queue's created and retried jobs). */
  depth(): Promise<number>;
  /**
   * Which of these runs have a job still waiting to be fetched (created or to be retried): a run
   * among them will be taken without being queued again. A fetched job is not counted: its worker
   * may have died between the fetch and the claim (SIGKILL), and pg-boss gives such a job back only
   * when it expires, long after the run's lease.
   */
  waiting(runIds: readonly string[]): Promise<Set<string>>;
}

/** How the queue behaves. */
export interface RunQueueOptions {
  database: OpenDatabase;
  /** Runs taken in one fetch and executed at once by this process. */
  concurrency: number;
  /** How often an idle worker looks for runs nobody woke it for (ms, at least 500). */
  pollingIntervalMs: number;
  /** Reports queue errors (a failed fetch, a lost connection). */
  onError: (error: Error) => void;
  /**
   * Another queue on the same machinery, for background work whose rows are the truth as runs'
   * are (the knowledge indexing, issue 28: a job's `runId` is then the document's id): its name
   * and the channel that wakes its workers. Default: the task runs'.
   */
  queue?: { name: string; wakeChannel: string };
  /**
   * How long a send waits before it wakes the local worker (ms; default 0, at once): sends within
   * it are fetched together, one fetch for many jobs (the knowledge indexing, where documents
   * arrive one request at a time and a fetch costs more than a small document's indexing).
   */
  wakeDelayMs?: number;
}

/**
 * The task-run queue on pg-boss, the same code on the embedded PGlite and on PostgreSQL: jobs are
 * rows of the database the runs live in. pg-boss polls; to start a queued run within milliseconds
 * rather than a polling interval, a sender wakes the local worker directly and, on PostgreSQL,
 * every other process through LISTEN/NOTIFY when the local worker has no room for the runs.
 *
 * Jobs are not retried by pg-boss (retryLimit 0): a run whose worker dies is found by the
 * runtime's reaper through its expired lease and queued again, so there is one retry policy.
 */
/**
 * Creates the queue unless it exists. Processes starting together on a new database race to
 * create it: one may lose with a unique violation or be chosen as a deadlock's victim (pg-boss
 * creates the queue's partition in the same statement) while the other has not committed yet, so
 * the loser looks again, a little later, a few times, before it gives up.
 */
async function createQueueOnce(boss: PgBoss, queueName: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(queueName)) return;
    try {
      await boss.createQueue(queueName);
      return;
    } catch (error) {
      if (attempt >= 5) {
        if (await boss.getQueue(queueName)) return;
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.floor(Math.random() * 100)));
    }
  }
}

export async function createRunQueue(options: RunQueueOptions): Promise<RunQueue> {
  const { database } = options;
  const queueName = options.queue?.name ?? runQueueName;
  const wakeChannel = options.queue?.wakeChannel ?? runWakeChannel;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schedule: false,
    // One process maintains the queue tables at a time (pg-boss takes an advisory lock).
    supervise: true,
    // A job is only the run's ticket to a worker: the runs table is the truth, so a finished job
    // leaves the queue's table within about a minute and a half (archived after 60 s by the
    // maintenance every 30 s) and its archived copy a minute after that (issue 32, decision 100),
    // where pg-boss keeps them for 12 hours and 7 days. The job table stays as small as the
    // traffic of the last minute, however long the history.
    maintenanceIntervalSeconds: 30,
    archiveCompletedAfterSeconds: 60,
    archiveFailedAfterSeconds: 60,
    deleteAfterSeconds: 60,
    retryLimit: 0,
    expireInHours: 1,
  });
  boss.on('error', (error: Error) => options.onError(error));
  await boss.start();
  await createQueueOnce(boss, queueName);

  let workerId: string | undefined;
  let taker: TakeLoop | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  const wake = () => {
    if (workerId) boss.notifyWorker(workerId);
    taker?.wake();
  };
  let wakeTimer: NodeJS.Timeout | undefined;
  const wakeSoon = () => {
    if (!options.wakeDelayMs) return wake();
    wakeTimer ??= setTimeout(() => {
      wakeTimer = undefined;
      wake();
    }, options.wakeDelayMs);
  };
  // Runs this process's worker holds now (none without a worker).
  const inFlight = new Set<Promise<void>>();
  // The batch the worker is handing over, if any: pg-boss completes its jobs once it returns, in a
  // statement it does not wait for, so the queue stops only after that statement was sent (the
  // pool it goes through then waits for it to end before closing, rather than failing it).
  let handing: Promise<void> | undefined;
  let stopping = false;
  // Wakes the batch waiting for room (a run in hand ended, or the queue stops).
  let freed: (() => void) | undefined;

  return {
    async send(runIds) {
      if (runIds.length === 0) return;
      if (runIds.length === 1) await boss.send(queueName, { runId: runIds[0] as string } satisfies RunJob);
      else await boss.insert(runIds.map((runId) => ({ name: queueName, data: { runId } satisfies RunJob })));
      wakeSoon();
      // Other processes are woken only for the runs this one's worker has no room for: a NOTIFY
      // is a statement and a commit of its own, and a free local worker takes them at once.
      const room = workerId ? options.concurrency - inFlight.size : taker ? taker.room : 0;
      if (database.kind === 'postgres' && runIds.length > room) await database.executeSql(`NOTIFY ${wakeChannel}`);
    },

    async work(handle) {
      // A job is done once its run is handed over: the run's row, not the job, tracks the run. The
      // fetch loop waits only while this process is at capacity, so a long run never holds back
      // the start of others, and a full batch fetches again at once instead of after an interval.
      const settle = (promise: Promise<void>) => {
        inFlight.delete(promise);
        freed?.();
      };
      workerId = await boss.work<RunJob>(
        queueName,
        { batchSize: options.concurrency, pollingIntervalSeconds: options.pollingIntervalMs / 1000 },
        (jobs) => {
          const batch = (async () => {
            for (const job of jobs) {
              const running: Promise<void> = handle(job.data)
                .catch((error: Error) => options.onError(error))
                .finally(() => settle(running));
              inFlight.add(running);
            }
            if (jobs.length === options.concurrency) wake();
            while (inFlight.size >= options.concurrency && !stopping) {
              await new Promise<void>((resolve) => {
                freed = resolve;
              });
            }
          })();
          handing = batch;
          // A batch never fails: each run's own failure is reported above.
          void batch.then(() => {
            if (handing === batch) handing = undefined;
          });
          return batch;
        },
      );
      if (database.listen) stopListening = await database.listen(wakeChannel, wake);
    },

    async claimWork(claim, handle) {
      // pg-boss's fetch, in the shape of its own (the queue's partition, waiting jobs in order,
      // skipping those another worker is locking), and the jobs completed at once: the run's row,
      // not the job, tracks the run, and a run whose worker dies is queued again by the reaper.
      const taken = (limit: number) => sql`WITH next AS (
          SELECT id FROM pgboss.job
          WHERE name = ${queueName} AND state < 'active' AND start_after < now()
          ORDER BY priority DESC, created_on, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ), taken AS (
          UPDATE pgboss.job j SET state = 'completed', started_on = now(), completed_on = now()
          FROM next WHERE j.name = ${queueName} AND j.id = next.id
          RETURNING j.data->>'runId' AS run_id
        )`;
      taker = startTakeLoop({
        concurrency: options.concurrency,
        pollingIntervalMs: options.pollingIntervalMs,
        take: (limit) => claim(taken(limit)),
        handle,
        onError: options.onError,
      });
      if (database.listen) stopListening = await database.listen(wakeChannel, wake);
    },

    async stopTaking() {
      clearTimeout(wakeTimer);
      await stopListening?.();
      stopListening = undefined;
      await taker?.stop();
      taker = undefined;
      // With no local worker, a send wakes the other processes.
      workerId = undefined;
      await boss.offWork(queueName);
    },

    depth: () => boss.getQueueSize(queueName),

    async waiting(runIds) {
      if (runIds.length === 0) return new Set();
      // The job table holds about a minute and a half of traffic (see the maintenance above).
      const result = await database.executeSql(
        `SELECT DISTINCT data->>'runId' AS run_id FROM pgboss.job
         WHERE name = $1 AND state IN ('created', 'retry') AND data->>'runId' = ANY($2::text[])`,
        [queueName, [...runIds]],
      );
      return new Set(result.rows.map((row) => String(row.run_id)));
    },

    async stop() {
      clearTimeout(wakeTimer);
      stopping = true;
      freed?.();
      await taker?.stop();
      await handing;
      // pg-boss sends the batch's completion in the turn after the batch returns.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await stopListening?.();
      // Jobs in hand are left active: their runs' leases expire and the reaper queues them again.
      await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}
