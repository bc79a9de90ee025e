// CPU of one test server's start and close (startTestServer, as every API test file calls it),
// measured in one process after a first start: what each further test file of a worker pays.
// Beside it, the anchor of the same run: a PGlite loaded from the template and closed (what every
// start paid before the pool, decision 190).
// `BENCH_STARTS=<n>` (default 12); `BENCH_PROFILE=<file>` writes a CPU profile of the measured starts.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readPgliteTemplate } from '../src/testing/database-template.ts';
import { startTestServer } from '../src/testing/test-server.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const starts = Number(process.env.BENCH_STARTS ?? 12);
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const template = await readPgliteTemplate();
const first = cpuMs();
const server = await startTestServer();
await server.close();
say(`first start + close: ${(cpuMs() - first).toFixed(0)} CPU ms`);
const profileFile = process.env.BENCH_PROFILE;
const session = new Session();
if (profileFile) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
const figures: number[] = [];
const anchors: number[] = [];
for (let round = 0; round < starts; round += 1) {
  const before = cpuMs();
  const next = await startTestServer();
  const started = cpuMs();
  await next.close();
  figures.push(cpuMs() - before);
  say(`start ${(started - before).toFixed(0)} ms, close ${(cpuMs() - started).toFixed(0)} ms`);
  const anchorBefore = cpuMs();
  const copy = new PGlite({ loadDataDir: template, extensions: { pg_trgm } });
  await copy.waitReady;
  await copy.close();
  anchors.push(cpuMs() - anchorBefore);
  say(`anchor: a PGlite from the template ${(cpuMs() - anchorBefore).toFixed(0)} ms`);
}
if (profileFile) {
  const { profile } = await session.post('Profiler.stop');
  await writeFile(profileFile, JSON.stringify(profile));
  session.disconnect();
}
figures.sort((a, b) => a - b);
anchors.sort((a, b) => a - b);
say(
  `nproc ${cpus().length}, load ${(loadavg()[0] ?? 0).toFixed(2)}: median start + close ${(figures[Math.floor(figures.length / 2)] ?? Number.NaN).toFixed(0)} CPU ms over ${starts}; anchor (a PGlite from the template) ${(anchors[Math.floor(anchors.length / 2)] ?? Number.NaN).toFixed(0)} CPU ms`,
);
// The worker's pool keeps its idle databases open, as a test worker does until vitest ends it.
process.exit(0);
