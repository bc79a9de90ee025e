// `pnpm --filter @taskwell/api bench`: issue 5's figures, from one run, against 127.0.0.1 only.
//  1. authenticated GET /api/tasks/all on PGlite at a fixed 1,000 req/s for 30 s: p50, p99, errors;
//  2. a bare Fastify hello-world's saturated req/s beside the task list's saturated req/s.
// Each server runs in its own process (one core for it, one for the load generator).
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const serverScript = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const fixedSeconds = Number(process.env.BENCH_FIXED_SECONDS ?? 30);
const saturatedSeconds = Number(process.env.BENCH_SATURATED_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function startServer(mode: 'hello' | 'api'): Promise<{ child: ChildProcess; port: number; token?: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = new Promise<{ port: number; token?: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${mode} server did not start within 60 s`)), 60_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as { port: number; token?: string });
    });
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code})`)));
  });
  return { child, ...(await ready) };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function errorsOf(result: autocannon.Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

const api = await startServer('api');
const url = `http://127.0.0.1:${api.port}/api/tasks/all`;
const headers = { authorization: `Bearer ${api.token}` };
say(`API on PGlite at 127.0.0.1:${api.port}; warming up for 3 s`);
await load({ url, headers, connections: 10, duration: 3 });

// autocannon releases each connection's share of the rate at the start of every second, so the
// arrivals come in bursts of up to `connections` requests: 10 keeps them close to a steady stream.
const fixed = await load({ url, headers, connections: 10, overallRate: 1000, duration: fixedSeconds });
say(`\n1. authenticated GET /api/tasks/all at 1,000 req/s for ${fixedSeconds} s (PGlite)`);
say(`   requests ${fixed.requests.total}, ${(fixed.requests.total / fixedSeconds).toFixed(0)} req/s achieved`);
say(`   latency p50 ${fixed.latency.p50} ms, p99 ${fixed.latency.p99} ms, max ${fixed.latency.max} ms`);
say(
  `   errors ${errorsOf(fixed)} (connection errors ${fixed.errors}, timeouts ${fixed.timeouts}, non-2xx ${fixed.non2xx})`,
);

// Saturated runs alternate between the two servers (both stay up), so that a change in the
// machine's background load hits both figures alike; the medians are compared.
const hello = await startServer('hello');
const helloUrl = `http://127.0.0.1:${hello.port}/`;
await load({ url: helloUrl, connections: 10, duration: 3 });
const bareRuns: number[] = [];
const taskListRuns: number[] = [];
let saturatedErrors = 0;
for (let round = 0; round < rounds; round += 1) {
  const bareRun = await load({ url: helloUrl, connections: 50, duration: saturatedSeconds });
  const taskRun = await load({ url, headers, connections: 50, duration: saturatedSeconds });
  bareRuns.push(bareRun.requests.average);
  taskListRuns.push(taskRun.requests.average);
  saturatedErrors += errorsOf(bareRun) + errorsOf(taskRun);
}
await stopServer(hello.child);
await stopServer(api.child);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const bare = median(bareRuns);
const taskList = median(taskListRuns);
const ratio = taskList / bare;
const runs = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
say(`\n2. saturated, 50 connections, ${rounds} alternating rounds of ${saturatedSeconds} s (median; each round)`);
say(`   bare Fastify hello-world         ${bare.toFixed(0)} req/s (${runs(bareRuns)})`);
say(`   authenticated GET /api/tasks/all ${taskList.toFixed(0)} req/s (${runs(taskListRuns)})`);
say(`   task list / hello-world          ${(ratio * 100).toFixed(1)} %, errors ${saturatedErrors}`);
const pass = fixed.latency.p99 <= 25 && errorsOf(fixed) === 0 && saturatedErrors === 0 && ratio >= 0.4;
say(`\nissue 5 targets (p99 <= 25 ms, 0 errors, >= 40 %): ${pass ? 'met' : 'NOT met'}`);
process.exit(0);
