// The anchor of the run benchmarks (scripts/bench-runs.ts, scripts/bench-workers.ts): what bare
// pg-boss moves on the same database, with nothing of Taskwell around it.
import PgBoss from 'pg-boss';
import type { OpenDatabase } from '../src/db/open-database.ts';

/** How many empty jobs, fetched how many at a time, sent by how many senders at once. */
export interface BareRound {
  jobs: number;
  concurrency: number;
  senders: number;
}

/** Bare pg-boss started in a schema of its own, with a worker per round. */
export interface BareBoss {
  /** Sends `count` empty jobs and waits until they are all completed; the seconds it took. */
  round: (count: number) => Promise<number>;
  /** Stops it (the connections stay the database's). */
  stop: () => Promise<void>;
}

/**
 * Bare pg-boss on `database`'s connections, in `schema`: each round, `senders` senders send empty
 * jobs one at a time, each send waking the worker as the run queue does, while one worker fetches
 * `concurrency` at a time and completes them. pg-boss waits for its polling interval after each
 * fetch unless told otherwise; a full batch wakes it at once, as the run queue's worker does.
 */
export async function startBarePgBoss(
  database: Pick<OpenDatabase, 'executeSql'>,
  { schema, concurrency, senders }: { schema: string; concurrency: number; senders: number },
): Promise<BareBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema,
    schedule: false,
    supervise: false,
    retryLimit: 0,
  });
  boss.on('error', (error: Error) => process.stderr.write(`bare pg-boss: ${error.message}\n`));
  await boss.start();
  await boss.createQueue('bare');
  const round = async (count: number) => {
    let done = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let workerId = '';
    workerId = await boss.work('bare', { batchSize: concurrency, pollingIntervalSeconds: 0.5 }, async (batch) => {
      done += batch.length;
      if (done >= count) finish();
      // A full batch means more may wait: fetch again at once, as the run queue does.
      if (batch.length === concurrency) boss.notifyWorker(workerId);
    });
    const began = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (next < count) {
          next += 1;
          await boss.send('bare', { n: next });
          boss.notifyWorker(workerId);
        }
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`bare pg-boss: ${count - done} of ${count} not done in 300 s`)),
        300_000,
      );
    });
    await Promise.race([finished, timeout]).finally(() => clearTimeout(timer));
    const seconds = (performance.now() - began) / 1000;
    await boss.offWork('bare');
    return seconds;
  };
  return { round, stop: () => boss.stop({ graceful: false, wait: true, close: false }) };
}

/** `jobs` jobs through bare pg-boss after a warm-up of 200: jobs/s from the first send to the last completion. */
export async function barePgBoss(
  database: Pick<OpenDatabase, 'executeSql'>,
  { jobs, concurrency, senders }: BareRound,
): Promise<{ seconds: number; perSecond: number }> {
  const boss = await startBarePgBoss(database, { schema: 'bench_bare_boss', concurrency, senders });
  await boss.round(200); // warm-up
  const seconds = await boss.round(jobs);
  await boss.stop();
  return { seconds, perSecond: jobs / seconds };
}
