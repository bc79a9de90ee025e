// What scripts/bench-store-child.ts and its rounds measure with: windows of CPU (this process's
// and the PostgreSQL server's, from /proc), statements (scripts/bench-run-cost-probe.ts) and
// wall time, and the latencies' p50 and p95.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuSeconds, percentile, postgresProcesses } from './bench-e2e-cpu.ts';
import { counts, snapshot } from './bench-run-cost-probe.ts';

/** The store's code: src/marketplace since decision 161, src/store before. */
export const storeFolder = existsSync(fileURLToPath(new URL('../src/marketplace', import.meta.url)))
  ? 'marketplace'
  : 'store';

/** What a measured window cost: CPU of this process and of the PostgreSQL server, statements, wall time. */
export interface Spent {
  cpuMs: number;
  serverCpuMs: number;
  statements: number;
  wallMs: number;
  byText: Record<string, number>;
}

let postmaster: number | undefined;

/** Counts the CPU of the PostgreSQL server at `url` (its postmaster and every child) in each window. */
export async function watchPostgres(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const folder = await admin.query<{ setting: string }>(
    `SELECT setting FROM pg_settings WHERE name = 'data_directory'`,
  );
  postmaster = Number(readFileSync(join(String(folder.rows[0]?.setting), 'postmaster.pid'), 'utf8').split('\n')[0]);
  await admin.end();
}

/**
 * The server's CPU so far. A process that ends between the listing and the reading (a backend of
 * a closed connection, an autovacuum worker) makes the reading NaN: list and read again.
 */
function serverCpuMs(): number {
  if (!postmaster) return 0;
  for (let tries = 0; tries < 10; tries++) {
    const seconds = cpuSeconds(postgresProcesses(postmaster));
    if (Number.isFinite(seconds)) return seconds * 1000;
  }
  return Number.NaN;
}

/** Opens a window; closing it says what was spent in it. */
export function openWindow(): () => Spent {
  const before = { counts: snapshot(), server: serverCpuMs(), cpu: process.cpuUsage(), at: performance.now() };
  return () => {
    const used = process.cpuUsage(before.cpu);
    const wallMs = performance.now() - before.at;
    const server = serverCpuMs();
    const byText: Record<string, number> = {};
    for (const [text, n] of counts.byText) {
      const delta = n - (before.counts.byText.get(text) ?? 0);
      if (delta > 0) byText[text] = delta;
    }
    return {
      cpuMs: (used.user + used.system) / 1000,
      serverCpuMs: server - before.server,
      statements: counts.statements - before.counts.statements,
      wallMs,
      byText,
    };
  };
}

/** p50 and p95 of latencies in ms. */
export function spread(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** The process with nothing going, for BENCH_IDLE_SECONDS (default 3): its timers' cost per second. */
export interface Idle {
  cpuMsPerSecond: number;
  serverCpuMsPerSecond: number;
  statementsPerSecond: number;
}

/** Latency and CPU per call of the anchors: a bare `SELECT 1` and the liveness route. */
export interface Anchors {
  select1: { p50: number; p95: number; cpuMs: number };
  healthz: { p50: number; p95: number; cpuMs: number };
}

/** What a round measures beside its work. */
export interface Beside {
  anchors(): Promise<Anchors>;
  idle(): Promise<Idle>;
}
