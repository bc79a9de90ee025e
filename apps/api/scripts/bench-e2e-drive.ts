// The load loop shared by scripts/bench-e2e.ts and scripts/bench-workers.ts: `users` callers, each
// making one run (or request) after another through a warm-up and a measured window.
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './bench-e2e-cpu.ts';
import type { Finished } from './bench-e2e-runs.ts';

/** How many callers, and how long they warm up and are measured. */
export interface DriveSettings {
  users: number;
  warmupSeconds: number;
  seconds: number;
}

export interface Measured {
  perSecond: number;
  p50: number;
  p95: number;
  requestsPerRun: number;
  failed: number;
  errors: number;
  count: number;
  /** The first error of the measured window, when there was one. */
  firstError?: string;
  /** When the measured window opened and closed (epoch ms). */
  window: { from: number; to: number };
  /** CPU milliseconds per completed run (or request) in the measured window, by whom. */
  cpuPerRun: { server: number; database: number; client: number };
}

/**
 * Runs `users` loops of `work` for the warm-up and the measured window; what ended inside the
 * window is measured. Errors are counted, and a user that hit one goes on after 100 ms.
 */
export async function drive(
  settings: DriveSettings,
  work: (user: number) => Promise<Omit<Finished, 'endedAt'>>,
  cpu: { server: () => number; database: () => number } = { server: () => Number.NaN, database: () => Number.NaN },
  window: { opened?: () => void; closed?: () => void } = {},
): Promise<Measured> {
  const { users, warmupSeconds, seconds } = settings;
  const began = performance.now();
  const windowStart = began + warmupSeconds * 1000;
  const windowEnd = windowStart + seconds * 1000;
  const sample = () => ({ server: cpu.server(), database: cpu.database(), client: process.cpuUsage() });
  let atStart = sample();
  let atEnd: typeof atStart | undefined;
  const span = { from: Date.now() + warmupSeconds * 1000, to: Date.now() + (warmupSeconds + seconds) * 1000 };
  const startTimer = setTimeout(() => {
    atStart = sample();
    span.from = Date.now();
    window.opened?.();
  }, windowStart - began);
  const endTimer = setTimeout(() => {
    atEnd = sample();
    span.to = Date.now();
    window.closed?.();
  }, windowEnd - began);
  const finished: Finished[] = [];
  let errors = 0;
  let firstError: unknown;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      while (performance.now() < windowEnd) {
        try {
          const done = await work(user);
          finished.push({ ...done, endedAt: performance.now() });
        } catch (error) {
          const at = performance.now();
          if (at >= windowStart && at <= windowEnd) {
            errors += 1;
            firstError ??= error;
          }
          await sleep(100);
        }
      }
    }),
  );
  clearTimeout(startTimer);
  clearTimeout(endTimer);
  // The users stop at the window's end, which may come before its timer fires.
  if (!atEnd) {
    atEnd = sample();
    span.to = Date.now();
    window.closed?.();
  }
  const inWindow = finished.filter((run) => run.endedAt >= windowStart && run.endedAt <= windowEnd);
  const completed = inWindow.filter((run) => run.status === 'COMPLETED' || run.status === 'ECHO');
  const sorted = completed.map((run) => run.ms).sort((a, b) => a - b);
  return {
    perSecond: completed.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    requestsPerRun: inWindow.reduce((sum, run) => sum + run.requests, 0) / Math.max(1, inWindow.length),
    failed: inWindow.length - completed.length,
    errors,
    count: completed.length,
    window: span,
    ...(firstError ? { firstError: firstError instanceof Error ? firstError.message : String(firstError) } : {}),
    cpuPerRun: {
      server: ((atEnd.server - atStart.server) * 1000) / completed.length,
      database: ((atEnd.database - atStart.database) * 1000) / completed.length,
      client:
        (atEnd.client.user + atEnd.client.system - atStart.client.user - atStart.client.system) /
        1000 /
        completed.length,
    },
  };
}

/** `<count> in <seconds> s = <rate> <unit>/s; p50 .., p95 ..`. */
export function describeMeasured(measured: Measured, seconds: number, unit: string): string {
  return `${measured.count} in ${seconds} s = ${measured.perSecond.toFixed(1)} ${unit}/s; p50 ${measured.p50.toFixed(0)} ms, p95 ${measured.p95.toFixed(0)} ms`;
}
