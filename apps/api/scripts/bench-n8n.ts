// `pnpm --filter @taskwell/api bench:n8n`: Taskwell beside n8n 1.123 over HTTP, one sitting.
// n8n (installed on demand outside the workspace: scripts/bench-n8n-server.ts) runs a webhook ->
// Set -> Respond to Webhook workflow; Taskwell's API (scripts/bench-e2e-server.ts, shipped
// settings) runs the trivial 3-step flow and `summarise-text` with its sample input, each run
// started with `wait` (one request per run, as scripts/bench-e2e.ts's default). 50 users
// (BENCH_N8N_USERS) each make one call after another for BENCH_N8N_SECONDS (default 20) after a
// BENCH_N8N_WARMUP_SECONDS (5) warm-up; BENCH_N8N_ROUNDS (5) rounds, their order alternating
// (n8n first in odd rounds, last in even ones), with n8n on SQLite beside Taskwell on PGlite,
// then both on one PostgreSQL with stock settings (run through `scripts/with-postgres.ts --stock`).
// Every round is printed with its ratios, then the medians and the issue's targets (trivial >=
// 10x n8n, summarise-text >= 3x, on both databases). BENCH_N8N_ONLY=pglite|postgres picks one.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { cpuSeconds, postgresProcesses } from './bench-e2e-cpu.ts';
import { drive, type Measured } from './bench-e2e-drive.ts';
import { exchange } from './bench-e2e-http.ts';
import { type BenchServer, oneRun, startBody, startServer, stopServer } from './bench-e2e-runs.ts';
import { median } from './bench-median.ts';
import { installN8n, type N8nServer, startN8n, stopN8n, webhookPath } from './bench-n8n-server.ts';

const users = Number(process.env.BENCH_N8N_USERS ?? 50);
const seconds = Number(process.env.BENCH_N8N_SECONDS ?? 20);
const warmupSeconds = Number(process.env.BENCH_N8N_WARMUP_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_N8N_ROUNDS ?? 5);
const only = process.env.BENCH_N8N_ONLY;
const settings = { users, warmupSeconds, seconds };
const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

type Part = 'n8n' | 'trivial' | 'summarise';
const partNames: Record<Part, string> = {
  n8n: 'n8n webhook -> Set -> Respond',
  trivial: 'Taskwell trivial 3-step flow',
  summarise: 'Taskwell summarise-text (sample input)',
};
const targets: Record<Exclude<Part, 'n8n'>, number> = { trivial: 10, summarise: 3 };

/** One measured window of n8n's webhook. */
async function measureN8n(n8n: N8nServer): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: users });
  const body = JSON.stringify({ text: { value: 'benchmark' } });
  try {
    return await drive(
      settings,
      async () => {
        const began = performance.now();
        const reply = await exchange(agent, n8n.port, { method: 'POST', path: webhookPath, body });
        if (reply.status !== 200) throw new Error(`n8n HTTP ${reply.status}: ${reply.body.slice(0, 200)}`);
        return { ms: performance.now() - began, requests: 1, status: 'COMPLETED' };
      },
      {
        server: () => (n8n.child.pid === undefined ? Number.NaN : cpuSeconds(postgresProcesses(n8n.child.pid))),
        database: () => 0,
      },
    );
  } finally {
    agent.destroy();
  }
}

/** One measured window of a Taskwell flow. */
async function measureTaskwell(server: BenchServer, flow: 'trivial' | 'summarise'): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: users });
  const body = startBody(flow);
  try {
    return await drive(
      settings,
      (user) =>
        oneRun(agent, server.port, server.tokens[user] as string, body, { mode: 'wait', waitSeconds: 30, pollMs: 50 }),
      {
        server: () => (server.child.pid === undefined ? Number.NaN : cpuSeconds([server.child.pid])),
        database: () => 0,
      },
    );
  } finally {
    agent.destroy();
  }
}

const verdicts: string[] = [];

/** The rounds of one database pair: both servers up, parts alternating round by round. */
async function sitting(label: string, n8n: N8nServer, taskwell: BenchServer): Promise<void> {
  say(
    `${label}: n8n on ${n8n.database}, Taskwell on ${label === 'PGlite' ? 'PGlite (embedded, on disk)' : 'PostgreSQL'}`,
  );
  const figures: Record<Part, number[]> = { n8n: [], trivial: [], summarise: [] };
  for (let round = 1; round <= rounds; round += 1) {
    const order: Part[] = round % 2 ? ['n8n', 'trivial', 'summarise'] : ['summarise', 'trivial', 'n8n'];
    const measured = {} as Record<Part, Measured>;
    for (const part of order) {
      measured[part] = part === 'n8n' ? await measureN8n(n8n) : await measureTaskwell(taskwell, part);
      const m = measured[part];
      figures[part].push(m.perSecond);
      say(
        `  round ${round}, ${partNames[part]}: ${m.perSecond.toFixed(1)}/s, p50 ${m.p50.toFixed(0)} ms, p95 ${m.p95.toFixed(0)} ms, server CPU ${m.cpuPerRun.server.toFixed(2)} ms per call; not completed ${m.failed}, errors ${m.errors}${m.firstError ? ` (${m.firstError})` : ''}; load ${load()}`,
      );
    }
    say(
      `  round ${round}: trivial ${(measured.trivial.perSecond / measured.n8n.perSecond).toFixed(2)}x n8n, summarise-text ${(measured.summarise.perSecond / measured.n8n.perSecond).toFixed(2)}x n8n`,
    );
  }
  const n8nMedian = median(figures.n8n);
  say(
    `  medians of ${rounds} rounds: n8n ${n8nMedian.toFixed(1)}/s, trivial ${median(figures.trivial).toFixed(1)} runs/s, summarise-text ${median(figures.summarise).toFixed(1)} runs/s\n`,
  );
  for (const part of ['trivial', 'summarise'] as const) {
    const ratio = median(figures[part]) / n8nMedian;
    verdicts.push(
      `  ${label}: ${part === 'trivial' ? 'trivial' : 'summarise-text'} ${ratio.toFixed(2)}x n8n (target >= ${targets[part]}x) ${ratio >= targets[part] ? 'met' : 'NOT met'}`,
    );
  }
}

say(
  `Taskwell beside n8n 1.123 on ${process.version}: ${users} users, ${warmupSeconds} s warm-up, ${seconds} s measured, ${rounds} alternating rounds; nproc ${cpus().length}; load ${load()}`,
);
await installN8n(say);
const started: { n8n?: N8nServer; taskwell?: BenchServer }[] = [];
try {
  if (only !== 'postgres') {
    const pair: { n8n?: N8nServer; taskwell?: BenchServer } = {};
    started.push(pair);
    pair.n8n = await startN8n();
    pair.taskwell = await startServer('api', { BENCH_E2E_USERS: String(users) });
    await sitting('PGlite', pair.n8n, pair.taskwell);
    await stopN8n(pair.n8n);
    await stopServer(pair.taskwell.child);
    started.pop();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl && only !== 'pglite') {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const names = ['n8n', 'taskwell'].map((who) => `${who}_bench_${randomUUID().replaceAll('-', '')}`);
    const urls = names.map((name) => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    });
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
    const pair: { n8n?: N8nServer; taskwell?: BenchServer } = {};
    started.push(pair);
    try {
      pair.n8n = await startN8n(urls[0]);
      pair.taskwell = await startServer('api', {
        BENCH_E2E_USERS: String(users),
        BENCH_E2E_DATABASE_URL: urls[1] as string,
      });
      await sitting('PostgreSQL', pair.n8n, pair.taskwell);
    } finally {
      if (pair.n8n) await stopN8n(pair.n8n);
      if (pair.taskwell) await stopServer(pair.taskwell.child);
      started.pop();
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else if (only !== 'pglite') {
    say('PostgreSQL: skipped (set BENCH_DATABASE_URL, or run through scripts/with-postgres.ts --stock)');
  }
} finally {
  for (const pair of started) {
    if (pair.n8n) await stopN8n(pair.n8n);
    if (pair.taskwell) await stopServer(pair.taskwell.child);
  }
}
say(`load average after: ${load()}`);
say('issue 45 targets (medians of the rounds above):');
for (const line of verdicts) say(line);
process.exit(0);
