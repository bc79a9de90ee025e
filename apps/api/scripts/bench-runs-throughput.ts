// The throughput part of scripts/bench-runs.ts: rounds of runs started as fast as the start path
// allows beside rounds of bare pg-boss on the same database and connections, their order turned
// round each round (runs first in odd rounds, bare pg-boss first in even ones), so that a slow
// minute of the machine falls on both sides rather than on one. One window of 2,000 runs lasts a
// second or two on PostgreSQL: a single pause of the machine decided the share of a single round.
// Each round's share is printed, and the median of the rounds' shares is the figure.
import type { OpenDatabase } from '../src/db/open-database.ts';
import type { BareBoss } from './bare-pg-boss.ts';
import { median } from './bench-median.ts';
import { describeCounts, type Mark, mark, type PerUnit, perUnit } from './bench-runs-counts.ts';

/** CPU milliseconds used so far by this process and by the PostgreSQL server's processes. */
export type CpuNow = () => { api: number; server: number };

export interface ThroughputOptions {
  label: string;
  database: Pick<OpenDatabase, 'executeSql' | 'kind'>;
  bare: BareBoss;
  rounds: number;
  runCount: number;
  senders: number;
  concurrency: number;
  /** Starts one trivial run and gives its id. */
  start: () => Promise<string>;
  /** Resolves once none of the bench's runs is in progress. */
  waitForEnd: () => Promise<void>;
  /** The runs' rows: the ones not COMPLETED, and each run's clock. */
  timings: (ids: string[]) => Promise<{
    rows: { created: Date; queued: Date; started: Date | null; finished: Date | null }[];
    failed: number;
  }>;
  cpuNow: CpuNow;
  postgres: boolean;
  say: (line: string) => void;
}

/** What the rounds gave: the waits of every run for a worker (ms), for the backlog's figures. */
export interface ThroughputResult {
  waits: number[];
}

interface Side {
  perSecond: number;
  cpu: { api: number; server: number };
  counts?: PerUnit | undefined;
}

export async function measureThroughput(options: ThroughputOptions): Promise<ThroughputResult> {
  const { runCount, say } = options;
  const waits: number[] = [];
  // The database's work is counted in the first round only: it is the same work in every round.
  const counted = async <T>(round: number, work: () => Promise<T>): Promise<{ value: T; counts?: PerUnit }> => {
    if (round > 1) return { value: await work() };
    const before: Mark = await mark(options.database);
    const value = await work();
    return { value, counts: perUnit(before, await mark(options.database), runCount) };
  };

  const runsSide = async (round: number): Promise<Side> => {
    const ids: string[] = [];
    let next = 0;
    const cpuBefore = options.cpuNow();
    const { counts } = await counted(round, async () => {
      await Promise.all(
        Array.from({ length: options.senders }, async () => {
          while (next < runCount) {
            next += 1;
            ids.push(await options.start());
          }
        }),
      );
      await options.waitForEnd();
    });
    const cpuAfter = options.cpuNow();
    const { rows, failed } = await options.timings(ids);
    // From the first start to the last end, by the server's own clock.
    const seconds =
      (Math.max(...rows.map((row) => row.finished?.getTime() ?? Number.NaN)) -
        Math.min(...rows.map((row) => row.created.getTime()))) /
      1000;
    for (const row of rows) waits.push((row.started?.getTime() ?? Number.NaN) - row.queued.getTime());
    say(
      `  round ${round}, 3-step runs (concurrency ${options.concurrency}, ${options.senders} starts in flight): ${runCount} in ${seconds.toFixed(2)} s = ${(runCount / seconds).toFixed(0)} runs/s, ${failed} not COMPLETED`,
    );
    return {
      perSecond: runCount / seconds,
      cpu: { api: (cpuAfter.api - cpuBefore.api) / runCount, server: (cpuAfter.server - cpuBefore.server) / runCount },
      counts,
    };
  };

  const bareSide = async (round: number): Promise<Side> => {
    const cpuBefore = options.cpuNow();
    const { value: seconds, counts } = await counted(round, () => options.bare.round(runCount));
    const cpuAfter = options.cpuNow();
    say(
      `  round ${round}, bare pg-boss, same database, fetch of ${options.concurrency}, ${options.senders} senders: ${runCount} jobs in ${seconds.toFixed(2)} s = ${(runCount / seconds).toFixed(0)} jobs/s`,
    );
    return {
      perSecond: runCount / seconds,
      cpu: { api: (cpuAfter.api - cpuBefore.api) / runCount, server: (cpuAfter.server - cpuBefore.server) / runCount },
      counts,
    };
  };

  const shares: number[] = [];
  const cpuShares: number[] = [];
  const perRun: Side['cpu'][] = [];
  const perJob: Side['cpu'][] = [];
  let firstCounts: { runs?: PerUnit | undefined; bare?: PerUnit | undefined } = {};
  for (let round = 1; round <= options.rounds; round += 1) {
    let runs: Side;
    let bare: Side;
    if (round % 2) {
      runs = await runsSide(round);
      bare = await bareSide(round);
    } else {
      bare = await bareSide(round);
      runs = await runsSide(round);
    }
    if (round === 1) firstCounts = { runs: runs.counts, bare: bare.counts };
    const share = runs.perSecond / bare.perSecond;
    const cpuShare = (bare.cpu.api + bare.cpu.server) / (runs.cpu.api + runs.cpu.server);
    shares.push(share);
    cpuShares.push(cpuShare);
    perRun.push(runs.cpu);
    perJob.push(bare.cpu);
    say(
      `  round ${round}: runs/s ${(100 * share).toFixed(0)} % of bare pg-boss's jobs/s (by CPU ${(100 * cpuShare).toFixed(0)} %)`,
    );
  }

  const server = (value: number) => (options.postgres ? `, PostgreSQL ${value.toFixed(2)} ms` : '');
  const runApi = median(perRun.map((cpu) => cpu.api));
  const runServer = median(perRun.map((cpu) => cpu.server));
  const jobApi = median(perJob.map((cpu) => cpu.api));
  const jobServer = median(perJob.map((cpu) => cpu.server));
  say(
    `  ${options.label}, median of ${options.rounds} rounds: runs/s ${(100 * median(shares)).toFixed(0)} % of bare pg-boss's jobs/s (rounds ${shares.map((share) => `${(100 * share).toFixed(0)} %`).join(', ')}); target >= 75 %: ${median(shares) >= 0.75 ? 'met' : 'NOT met'}`,
  );
  say(
    `  CPU per run (medians): API ${runApi.toFixed(2)} ms${server(runServer)}; per bare job: API ${jobApi.toFixed(2)} ms${server(jobServer)}; the runs' share of bare pg-boss by CPU (what a machine of its own gives): ${(100 * median(cpuShares)).toFixed(0)} %`,
  );
  if (firstCounts.runs && firstCounts.bare) {
    say('  the database work of round 1:');
    for (const line of describeCounts(firstCounts.runs, firstCounts.bare)) say(line);
  }
  return { waits };
}
