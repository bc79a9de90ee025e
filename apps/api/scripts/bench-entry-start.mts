// `pnpm --filter @taskwell/api bench:entry-start`: the CPU one start of the API costs up to "ready"
// (its "Taskwell API on …" line), started from the sources through tsx's loader (`node --import
// tsx src/main.ts`, how the tests and `pnpm start` started it before decision 184) and from the
// bundle (`node --enable-source-maps dist/main.js`), in alternating rounds (BENCH_ROUNDS, default
// 5), beside a bare `node` start as the anchor. Each start reads the same embedded database (made
// once before the rounds); CPU is the process's own user + system time from /proc at ready (its
// threads included: tsx's hooks run on one). Prints nproc and the load.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/testing/free-port.ts';
import { productionEntries } from './api-entries.ts';
import { bundleEntries } from './bundle-entries.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const apiFolder = fileURLToPath(new URL('..', import.meta.url));
const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const ticks = 100; // USER_HZ on Linux

/** User + system CPU seconds of a live process (fields 14 and 15 of /proc/<pid>/stat). */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticks;
}

/** Starts `args` under Node, waits for `ready` in its output, reads its CPU, and stops it. */
function startToReady(args: string[], ready: RegExp, env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: apiFolder,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let cpu: number | undefined;
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      if (cpu !== undefined || !ready.test(output) || child.pid === undefined) return;
      cpu = cpuOf(child.pid);
      child.kill('SIGTERM');
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.once('exit', () => (cpu === undefined ? reject(new Error(`no ready line:\n${output}`)) : resolve(cpu)));
  });
}

const work = await mkdtemp(join(tmpdir(), 'taskwell-bench-start-'));
const bundle = join(apiFolder, 'node_modules/.cache/bench-entry-start');
try {
  await bundleEntries(productionEntries, bundle);
  const settings = { DATA_DIR: work, NODE_ENV: 'development', LOG_LEVEL: 'info' };
  const apiReady = /Taskwell API on http/;
  const variants = {
    'node (anchor)': () => startToReady(['-e', "console.log('ready'); setInterval(() => {}, 1000)"], /ready/, {}),
    'tsx loader': async () =>
      startToReady(['--import', 'tsx', 'src/main.ts'], apiReady, { ...settings, API_PORT: String(await freePort()) }),
    bundle: async () =>
      startToReady(['--enable-source-maps', join(bundle, 'main.js')], apiReady, {
        ...settings,
        API_PORT: String(await freePort()),
      }),
  };
  say(`nproc ${cpus().length}, load ${load()}`);
  await variants.bundle(); // makes and migrates the embedded database the rounds then read
  const figures: Record<string, number[]> = {};
  for (let round = 1; round <= rounds; round += 1) {
    const line: string[] = [];
    for (const [name, start] of Object.entries(variants)) {
      const cpu = await start();
      figures[name] = [...(figures[name] ?? []), cpu];
      line.push(`${name} ${cpu.toFixed(2)} s`);
    }
    say(`round ${round}: ${line.join(', ')} (load ${load()})`);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  say();
  say('| Start to ready | CPU s, median | rounds |');
  say('|---|---|---|');
  for (const [name, values] of Object.entries(figures)) {
    say(`| ${name} | ${median(values).toFixed(2)} | ${values.map((value) => value.toFixed(2)).join(' ')} |`);
  }
  say(`load after: ${load()}`);
} finally {
  await rm(work, { recursive: true, force: true });
  await rm(bundle, { recursive: true, force: true });
}
