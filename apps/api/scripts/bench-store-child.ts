// One round of scripts/bench-store.ts, in a process of its own (so that its CPU is its own):
// `tsx scripts/bench-store-child.ts sales|search pglite|postgres` prints one JSON line with what
// the round cost per unit (a sale: buying a run of a listing and the run's settling with its
// ledger entries; a search: one call of `searchStoreListings`): the process's CPU, the PostgreSQL
// server's CPU, statements, each phase's latency, beside anchors of the same process (a bare
// `SELECT 1`, the liveness route `/healthz`: their latency and CPU per call) and the process's CPU
// per second with nothing going (its timers). Uses only what the API had before the payouts
// (34b360c: the store's code in src/store, not src/marketplace), so that the parent can run it in
// a checkout of that commit beside the current code (the measuring scripts are copied into it).
import './bench-run-cost-probe.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { startTestServer, testDatabase } from '../src/testing/test-server.ts';
import { openWindow, spread, storeFolder, watchPostgres } from './bench-store-measure.ts';
import { salesRound } from './bench-store-sales-round.ts';
import { searchRound } from './bench-store-search-round.ts';

const area = process.argv[2] as 'sales' | 'search';
const kind = process.argv[3] as 'pglite' | 'postgres';
if (!['sales', 'search'].includes(area) || !['pglite', 'postgres'].includes(kind)) {
  process.stderr.write('usage: tsx scripts/bench-store-child.ts sales|search pglite|postgres\n');
  process.exit(2);
}
if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
if (kind === 'pglite') delete process.env.TEST_DATABASE_URL;

if (kind === 'postgres') await watchPostgres(process.env.TEST_DATABASE_URL as string);

const scenario = await import(`../src/${storeFolder}/testing/store-scenario.ts`);
const { testTask } = await import('../src/runtime/testing/test-catalogue.ts');
const database = await testDatabase();
const server = await startTestServer({
  database: database.options,
  services: scenario.storeServices(),
  // Bought runs of the search's seeded listings name a task `summarise`.
  catalogue: [
    testTask('summarise', {
      step: 'summary',
      service: 'store.answer',
      output: 'Summary',
      inputs: { text: { param: 'text' } },
    }),
  ],
  logLevel: 'silent',
  // As shipped: a worker turns the automations' scheduler (the code before it had none).
  automations: { turn: true },
  ...(area === 'search' ? { runtime: { worker: false } } : {}),
} as Parameters<typeof startTestServer>[0]);

try {
  const { db } = server.app.taskwell;
  const anchors = async () => {
    const calls = 200;
    const select: number[] = [];
    const selectWindow = openWindow();
    for (let call = 0; call < calls; call++) {
      const began = performance.now();
      await db.execute(sql`SELECT 1`);
      select.push(performance.now() - began);
    }
    const selectSpent = selectWindow();
    const live: number[] = [];
    const liveWindow = openWindow();
    for (let call = 0; call < calls; call++) {
      const began = performance.now();
      const reply = await server.app.inject({ method: 'GET', url: '/healthz' });
      if (reply.statusCode !== 200) throw new Error(`/healthz answered ${reply.statusCode}`);
      live.push(performance.now() - began);
    }
    const liveSpent = liveWindow();
    return {
      select1: { ...spread(select), cpuMs: selectSpent.cpuMs / calls },
      healthz: { ...spread(live), cpuMs: liveSpent.cpuMs / calls },
    };
  };
  const idle = async () => {
    const window = openWindow();
    await sleep(Number(process.env.BENCH_IDLE_SECONDS ?? 3) * 1000);
    const spent = window();
    return {
      cpuMsPerSecond: spent.cpuMs / (spent.wallMs / 1000),
      serverCpuMsPerSecond: spent.serverCpuMs / (spent.wallMs / 1000),
      statementsPerSecond: spent.statements / (spent.wallMs / 1000),
    };
  };
  const round =
    area === 'sales'
      ? await salesRound(server, scenario, { anchors, idle })
      : await searchRound(server, { anchors, idle });
  process.stdout.write(`${JSON.stringify({ area, kind, storeFolder, ...round })}\n`);
} finally {
  await server.close();
  await database.drop();
}
