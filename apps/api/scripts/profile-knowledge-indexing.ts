// Where indexing a document goes (issue 43, acceptance 6; decision 194): PROFILE_DOCUMENTS
// (default 1,000) documents of about 5 KB, pasted through `pasteKnowledgeText` as
// scripts/bench-knowledge-speed.ts pastes them, timed until every one is `ready`. Prints the
// statements per document by their leading words (scripts/bench-run-cost-probe.ts wraps the
// drivers), on PGlite each kind's CPU in the embedded database per document, and the process's CPU
// per document beside a bare `SELECT 1` of the same run. Runs unchanged in an older checkout (its
// sign-in on a plan is used when it has one), so two versions are compared statement by statement.
// On PostgreSQL when run by scripts/with-postgres.ts; `node --cpu-prof` (NODE_OPTIONS) adds a profile.
// `pnpm --filter @taskwell/api profile:knowledge-indexing` (`-postgres`)
import './bench-run-cost-probe.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows.ts';
import { startTestServer, type TestServer, testDatabase } from '../src/testing/test-server.ts';
import { counts, embeddedMs, snapshot } from './bench-run-cost-probe.ts';
import { benchTexts } from './knowledge-bench-texts.ts';
import { knowledgeClient } from './knowledge-client.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const documentCount = Number(process.env.PROFILE_DOCUMENTS ?? 1_000);
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** Signs in on the plan that gives the most, where the checkout has plans of the library. */
async function signIn(server: TestServer, email: string): Promise<string> {
  const calls = (await import('../src/knowledge/testing/knowledge-calls.ts')) as {
    signInOnPlan?: (server: TestServer, email: string, plan: string) => Promise<string>;
  };
  return calls.signInOnPlan ? calls.signInOnPlan(server, email, 'Enterprise') : server.signIn(email);
}

print(`nproc ${availableParallelism()}, load average ${load()}, node ${process.version}`);
const folder = await mkdtemp(join(tmpdir(), 'taskwell-knowledge-indexing-'));
const postgres = process.env.TEST_DATABASE_URL ? await testDatabase() : undefined;
const server = await startTestServer({
  logLevel: 'silent',
  embeddings: null,
  database: postgres?.options ?? { kind: 'pglite', dataDir: join(folder, 'db') },
});
print(`database ${postgres ? 'postgres' : 'pglite'}`);
try {
  const { db } = server.app.taskwell;
  const client = knowledgeClient(server, await signIn(server, 'knowledge-indexing@example.com'));
  const collectionId = await client.createCollection('Library');
  const text = benchTexts();
  const texts = Array.from({ length: documentCount }, () => text(5_000));
  const readyCount = async () => {
    const [row] = await queryRows(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'ready')::int AS ready FROM knowledge_documents WHERE collection_id = ${collectionId}`,
    );
    return Number(row?.ready ?? 0);
  };
  const anchorCpu = process.cpuUsage();
  for (let index = 0; index < 200; index += 1) await db.execute(sql`select 1`);
  const selectOne = cpuMs(anchorCpu) / 200;

  const before = snapshot();
  const embeddedBefore = new Map(embeddedMs);
  const cpu = process.cpuUsage();
  const started = performance.now();
  let polls = 0;
  for (const [index, body] of texts.entries()) await client.paste(collectionId, `Report ${index + 1}`, body);
  while ((await readyCount()) < documentCount) {
    polls += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wall = (performance.now() - started) / 1000;
  const used = cpuMs(cpu);
  // The polls of this script are no part of indexing.
  const statements = counts.statements - before.statements - (polls + 1);
  print(
    `${documentCount} documents ready in ${wall.toFixed(1)} s; cpu ${(used / documentCount).toFixed(2)} ms/document (anchor: SELECT 1 ${selectOne.toFixed(3)} ms of cpu); load average ${load()}`,
  );
  print(
    `statements per document ${(statements / documentCount).toFixed(2)} (the script's ${polls + 1} polls left out)`,
  );
  const rows = [...counts.byText]
    .map(([kind, count]) => ({
      kind,
      count: count - (before.byText.get(kind) ?? 0),
      ms: (embeddedMs.get(kind) ?? 0) - (embeddedBefore.get(kind) ?? 0),
    }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.ms - a.ms || b.count - a.count);
  print(`  ${'per document'.padStart(12)} ${postgres ? '' : 'embedded cpu ms/document  '}statement`);
  for (const row of rows.slice(0, 25)) {
    const embedded = postgres ? '' : `${(row.ms / documentCount).toFixed(3).padStart(10)} ms${' '.repeat(14)}`;
    print(`  ${(row.count / documentCount).toFixed(3).padStart(12)} ${embedded}${row.kind}`);
  }
  const inDatabase = rows.reduce((sum, row) => sum + row.ms, 0) / documentCount;
  if (!postgres) print(`  embedded database ${inDatabase.toFixed(2)} ms/document of cpu; the rest the API's own work`);
} finally {
  await server.close();
  await postgres?.drop();
  await rm(folder, { recursive: true, force: true });
}
