// `pnpm --filter @taskwell/api bench:built-beside`: a user's own published copy of summarise-text
// (built in the Creator Studio, each of the 50 users running their own) beside the seeded task, over
// HTTP as in `bench:e2e`, in alternating rounds of one sitting: both API processes are started
// (each on a database of its own), every user makes one run on each, then BENCH_ROUNDS windows
// (default 6) of BENCH_E2E_SECONDS each (default 10, after BENCH_E2E_WARMUP_SECONDS, default 3)
// go to one server then the other, the first of the pair swapped each round. One window after the
// other, a slow minute of the machine falls on both flows instead of on whichever was measured
// then, which in `bench:e2e` (each flow measured once, one after the other) moved the ratio by ±15 %.
// Prints every round, then user-built ÷ seeded: the total runs of each over the same seconds, and the
// median of the rounds' ratios (the target, issue 30: at least 0.90). PGlite, then PostgreSQL when
// run through `scripts/with-postgres.ts --stock` (BENCH_E2E_ONLY=pglite|postgres picks one).
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { cpuSeconds } from './bench-e2e-cpu.ts';
import { drive, type Measured } from './bench-e2e-drive.ts';
import { type BenchServer, oneRun, startBody, startServer, stopServer } from './bench-e2e-runs.ts';
import { median } from './bench-median.ts';

const users = Number(process.env.BENCH_E2E_USERS ?? 50);
const seconds = Number(process.env.BENCH_E2E_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_E2E_WARMUP_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const only = process.env.BENCH_E2E_ONLY;
const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

type Flow = 'seeded' | 'built';

/** One flow's API process and what its users send. */
interface Side {
  flow: Flow;
  server: BenchServer;
  agent: Agent;
  bodies: string[];
  rounds: Measured[];
}

async function startSide(flow: Flow, env: Record<string, string>): Promise<Side> {
  const server = await startServer('api', {
    BENCH_E2E_USERS: String(users),
    ...env,
    ...(flow === 'built' ? { BENCH_E2E_BUILT: 'summarise-text' } : {}),
  });
  if (flow === 'built' && server.built.length < users) throw new Error('the server made no users’ own copies');
  const bodies = Array.from({ length: users }, (_, user) =>
    flow === 'built' ? startBody('summarise', server.built[user]) : startBody('summarise'),
  );
  return { flow, server, agent: new Agent({ keepAlive: true, maxSockets: users }), bodies, rounds: [] };
}

const run = (side: Side, user: number) =>
  oneRun(side.agent, side.server.port, side.server.tokens[user] as string, side.bodies[user] as string, {
    mode: 'wait',
    waitSeconds: 30,
    pollMs: 50,
  });

async function measure(side: Side): Promise<Measured> {
  const pid = side.server.child.pid;
  return drive({ users, warmupSeconds, seconds }, (user) => run(side, user), {
    server: () => cpuSeconds(pid === undefined ? [] : [pid]),
    database: () => 0,
  });
}

/** Both flows on `database`, in alternating rounds; prints each round and the ratios. */
async function sitting(label: string, envs: Record<Flow, Record<string, string>>): Promise<number> {
  const sides = [await startSide('seeded', envs.seeded), await startSide('built', envs.built)];
  try {
    // Each user's first run on each: a service's first load and a first plan stay out of the rounds.
    for (const side of sides) await Promise.all(side.bodies.map((_, user) => run(side, user).catch(() => undefined)));
    say(`${label}: ${rounds} rounds of ${seconds} s a flow (after ${warmupSeconds} s of warm-up each), ${users} users`);
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const measured = await measure(side);
        if (measured.failed > 0 || measured.errors > 0) {
          throw new Error(
            `${side.flow}: ${measured.failed} not COMPLETED, ${measured.errors} errors (${measured.firstError})`,
          );
        }
        side.rounds.push(measured);
      }
      const [seeded, built] = sides.map((side) => side.rounds[round] as Measured) as [Measured, Measured];
      say(
        `   round ${round + 1} (${order[0]?.flow} first, load ${load()}): seeded ${seeded.perSecond.toFixed(1)} runs/s (API ${seeded.cpuPerRun.server.toFixed(2)} ms a run), user-built ${built.perSecond.toFixed(1)} (API ${built.cpuPerRun.server.toFixed(2)} ms) = ${(built.perSecond / seeded.perSecond).toFixed(3)}`,
      );
    }
    const [seeded, built] = sides as [Side, Side];
    const total = (side: Side) => side.rounds.reduce((sum, measured) => sum + measured.perSecond, 0) / rounds;
    const cpu = (side: Side) => median(side.rounds.map((measured) => measured.cpuPerRun.server));
    const ratios = seeded.rounds.map(
      (measured, round) => (built.rounds[round] as Measured).perSecond / measured.perSecond,
    );
    const ratio = median(ratios);
    say(
      `   all rounds: seeded ${total(seeded).toFixed(1)} runs/s, user-built ${total(built).toFixed(1)} = ${(total(built) / total(seeded)).toFixed(3)}; API CPU a run (medians) ${cpu(seeded).toFixed(2)} / ${cpu(built).toFixed(2)} ms = ${(cpu(built) / cpu(seeded)).toFixed(3)}`,
    );
    say(
      `   user-built ÷ seeded, median of the rounds: ${ratio.toFixed(3)} (target >= 0.90) ${ratio >= 0.9 ? 'met' : 'NOT met'}\n`,
    );
    return ratio;
  } finally {
    for (const side of sides) {
      side.agent.destroy();
      await stopServer(side.server.child);
    }
  }
}

say(`User-built beside seeded on ${process.version}, nproc ${cpus().length}, load average before: ${load()}\n`);
if (only !== 'postgres') await sitting('PGlite (embedded, on disk)', { seeded: {}, built: {} });
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl && only !== 'pglite') {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const names = {
    seeded: `taskwell_bench_${randomUUID().replaceAll('-', '')}`,
    built: `taskwell_bench_${randomUUID().replaceAll('-', '')}`,
  };
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    for (const name of Object.values(names)) await admin.query(`CREATE DATABASE ${name}`);
    await sitting('PostgreSQL', {
      seeded: { BENCH_E2E_DATABASE_URL: urlOf(names.seeded) },
      built: { BENCH_E2E_DATABASE_URL: urlOf(names.built) },
    });
  } finally {
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else if (only !== 'pglite') {
  say('PostgreSQL: skipped (run through scripts/with-postgres.ts --stock)');
}
say(`load average after: ${load()}`);
process.exit(0);
