// What scripts/bench-e2e.ts reads of the processes it measures, from /proc (Linux), and its percentiles.
import { readdirSync, readFileSync } from 'node:fs';

/** The p-th percentile of sorted values (NaN for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * CPU seconds (user + system) the processes have used, from /proc: the server's cost per run is
 * read from it, which a busy machine inflates far less than wall-clock figures (Linux only; NaN elsewhere).
 */
export function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return Number.NaN;
    }
  }
  return ticks / 100;
}

/**
 * CPU seconds the processes' live threads have run, from /proc/<pid>/task/<tid>/schedstat
 * (nanoseconds, where /proc/<pid>/stat counts 10 ms ticks): for short spans such as a few seconds
 * of an idle process. Threads that have ended are not counted (Linux only; NaN elsewhere).
 */
export function cpuSecondsFine(pids: readonly number[]): number {
  let nanoseconds = 0;
  for (const pid of pids) {
    try {
      for (const thread of readdirSync(`/proc/${pid}/task`)) {
        nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
      }
    } catch {
      // It ended meanwhile (a PostgreSQL backend): what it ran is no longer readable.
    }
  }
  return nanoseconds / 1e9;
}

/** The PostgreSQL server's processes (the postmaster and its children), from its data folder's pid file. */
export function postgresProcesses(postmaster: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) children.push(Number(entry));
    } catch {
      // It ended meanwhile.
    }
  }
  return [postmaster, ...children];
}
