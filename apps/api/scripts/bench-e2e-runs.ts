// The client side shared by scripts/bench-e2e.ts and scripts/bench-soak.ts: the API (or the bare
// echo server) started in a process of its own, and one run as a user makes it over HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Agent } from 'node:http';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { exchange } from './bench-e2e-http.ts';

/**
 * The API under test: this checkout's server script, or BENCH_E2E_SERVER, the same script of an
 * earlier checkout (scripts/bench-e2e-beside.ts), so that one harness measures every checkout.
 */
const serverScript = process.env.BENCH_E2E_SERVER ?? fileURLToPath(new URL('./bench-e2e-server.ts', import.meta.url));
/** The folder of the API under test (its apps/api), where its own tsx and catalogue are found. */
const serverApi = dirname(dirname(serverScript));

/** How a user waits for a run: see scripts/bench-e2e.ts. */
export type WaitMode = 'wait' | 'events' | 'poll';

/**
 * The start body of each flow: the trivial task with a short text, summarise-text with its own
 * sample; `taskId` runs that input on another task (a user's own copy of either).
 */
export function startBody(flow: string, taskId?: string): string {
  // Issue 40: one AI step on the stand-in, beside the same one step with the echo service.
  const oneStep: Record<string, string> = { ai: 'bench-ai-step', 'ai-echo': 'bench-echo-step' };
  if (flow === 'trivial' || oneStep[flow]) {
    return JSON.stringify({
      taskId: taskId ?? oneStep[flow] ?? 'bench-three-steps',
      parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'benchmark' } },
      character: { name: 'EMPTY', content: '' },
    });
  }
  // The sample of the catalogue the server under test holds.
  const tasks = JSON.parse(readFileSync(join(serverApi, 'catalogue/tasks.json'), 'utf8')) as {
    id: string;
    sample?: { parameters: Record<string, { value: string }> };
  }[];
  const sample = tasks.find((task) => task.id === 'summarise-text')?.sample;
  if (!sample) throw new Error('summarise-text has no sample input');
  return JSON.stringify({
    taskId: taskId ?? 'summarise-text',
    parameters: Object.fromEntries(
      Object.entries(sample.parameters).map(([name, { value }]) => [
        name,
        { metadata: { 'Content-Type': 'text/plain' }, value },
      ]),
    ),
    character: { name: 'EMPTY', content: '' },
  });
}

/** A benchmark server in its own process: its port and its users' session tokens. */
export interface BenchServer {
  child: ChildProcess;
  port: number;
  tokens: string[];
  /** The users' own published copies of a seeded task (BENCH_E2E_BUILT), in the users' order. */
  built: string[];
}

/**
 * Starts `bench-e2e-server.ts` in a process of its own with `env` over this one's, and resolves
 * once it printed its port; `nodeOptions` go to that process's node (for example `--expose-gc`),
 * and it has an IPC channel (its heap figures, scripts/bench-soak.ts).
 */
export async function startServer(
  mode: 'echo' | 'api',
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
): Promise<BenchServer> {
  const args = [...nodeOptions, '--import', 'tsx', serverScript, mode];
  const child = spawn(process.execPath, args, {
    cwd: serverApi,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = await new Promise<{ port: number; tokens: string[]; built: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${mode} server did not start within 120 s`)), 120_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      // An earlier checkout's server may not make users' own copies: `built` is then empty.
      const ready = JSON.parse(line) as { port: number; tokens: string[]; built?: string[] };
      resolve({ ...ready, built: ready.built ?? [] });
    });
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code})`)));
  });
  return { child, ...ready };
}

/** Stops a benchmark server (SIGTERM), waiting at most 30 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
}

/** Statuses after which a user stops waiting. */
export const finalStatuses = new Set(['COMPLETED', 'ERROR', 'ABORTED', 'PAUSED']);

/** The status inside an execution reply (`{ body: "<document>" }`). */
function statusOf(reply: { status: number; body: string }): { status: string; requestId: string } {
  if (reply.status !== 200) throw new Error(`HTTP ${reply.status}: ${reply.body.slice(0, 200)}`);
  return JSON.parse((JSON.parse(reply.body) as { body: string }).body) as { status: string; requestId: string };
}

/** The last status of an event stream read so far, when one was final. */
function finalEvent(text: string): string | undefined {
  const matches = [...text.matchAll(/^data: .*"status":"([A-Z_]+)"/gm)];
  const last = matches.at(-1)?.[1];
  return last && finalStatuses.has(last) ? last : undefined;
}

/** One run as the user saw it: when it ended, how long it took, requests made, final status. */
export interface Finished {
  endedAt: number;
  ms: number;
  requests: number;
  status: string;
}

/** One run as a user makes it: started, then waited for in `mode`'s way. */
export async function oneRun(
  agent: Agent,
  port: number,
  token: string,
  body: string,
  wait: { mode: WaitMode; waitSeconds: number; pollMs: number },
): Promise<Omit<Finished, 'endedAt'>> {
  const { mode, waitSeconds, pollMs } = wait;
  const began = performance.now();
  let requests = 1;
  const path = mode === 'wait' ? `/api/execute/task?wait=${waitSeconds}` : '/api/execute/task';
  const started = statusOf(await exchange(agent, port, { method: 'POST', path, token, body }));
  let status = started.status;
  if (!finalStatuses.has(status) && mode === 'poll') {
    while (!finalStatuses.has(status)) {
      await sleep(pollMs);
      requests += 1;
      const path = `/api/request/results/${started.requestId}`;
      status = statusOf(await exchange(agent, port, { method: 'GET', path, token })).status;
    }
  } else if (!finalStatuses.has(status)) {
    requests += 1;
    const path = `/api/request/events/${started.requestId}`;
    const reply = await exchange(agent, port, { method: 'GET', path, token, accept: 'text/event-stream' }, (text) =>
      Boolean(finalEvent(text)),
    );
    if (reply.status !== 200) throw new Error(`HTTP ${reply.status} on the event stream`);
    status = finalEvent(reply.body) ?? 'STREAM_ENDED';
  }
  return { ms: performance.now() - began, requests, status };
}
