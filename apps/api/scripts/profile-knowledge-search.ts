// Where a search of the Well of Knowledge spends its time (issue 43, acceptance 6): a library of
// BENCH_TOTAL (default 10,000) documents as `bench:knowledge-speed` builds it (the first
// BENCH_DOCUMENTS of about 5 KB, the rest of about 1 KB, the same seeded texts), written in bulk by
// the indexer's functions, then BENCH_QUESTIONS questions asked through the search itself (after 20
// to warm up). Prints the process's CPU per search, and per statement kind its count and time (on
// PGlite a statement's time is this process's CPU), the rest being the API's own work (widening,
// ranking, sentence evidence). PROFILE_EXPLAIN=N prints `EXPLAIN (ANALYZE, BUFFERS)` of every
// statement of the first N questions. On PostgreSQL when run by scripts/with-postgres.ts
// (`profile:knowledge-search-postgres`), with the server's CPU per search.
// `pnpm --filter @taskwell/api profile:knowledge-search`
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/open-database.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { createKnowledgeSearch } from '../src/knowledge/knowledge-search.ts';
import { signInOnPlan } from '../src/knowledge/testing/knowledge-calls.ts';
import { startTestServer, testDatabase } from '../src/testing/test-server.ts';
import { cpuSeconds, postgresProcesses } from './bench-e2e-cpu.ts';
import { benchQuestions, benchTexts } from './knowledge-bench-texts.ts';
import { knowledgeClient } from './knowledge-client.ts';
import { seedReadyTexts } from './knowledge-seed.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const firstCount = Number(process.env.BENCH_DOCUMENTS ?? 1_000);
const totalCount = Number(process.env.BENCH_TOTAL ?? 10_000);
const asked = Number(process.env.BENCH_QUESTIONS ?? 200);
const explained = Number(process.env.PROFILE_EXPLAIN ?? 0);
/** PROFILE_PLANS=1: each statement is also planned alone (`EXPLAIN`) and that time tallied apart. */
const plans = process.env.PROFILE_PLANS === '1';
/** A folder keeping the PGlite library between runs (made by the first run, copied by the next ones). */
const kept = process.env.PROFILE_LIBRARY;
const reused = kept !== undefined && existsSync(kept) && !process.env.TEST_DATABASE_URL;

/** A statement's kind: its first words after any `WITH` names, for the tally. */
function kindOf(query: SQL, dialect: { sqlToQuery(query: SQL): { sql: string } }): string {
  const text = dialect.sqlToQuery(query).sql.replace(/\s+/g, ' ').trim();
  return text.slice(0, 60);
}

print(`nproc ${availableParallelism()}, load average ${load()}, node ${process.version}`);
const folder = await mkdtemp(join(tmpdir(), 'taskwell-knowledge-profile-'));
const postgres = process.env.TEST_DATABASE_URL ? await testDatabase() : undefined;
if (reused) await cp(kept, join(folder, 'db'), { recursive: true });
const server = await startTestServer({
  logLevel: 'silent',
  embeddings: null,
  database: postgres?.options ?? { kind: 'pglite', dataDir: join(folder, 'db') },
});
print(`database ${postgres ? 'postgres' : 'pglite'}`);
try {
  let postmaster: number | undefined;
  const { db } = server.app.taskwell;
  if (postgres) {
    const [row] = await queryRows(db, sql`SELECT setting FROM pg_settings WHERE name = 'data_directory'`);
    postmaster = Number(readFileSync(join(String(row?.setting), 'postmaster.pid'), 'utf8').split('\n')[0]);
  }
  const serverCpuMs = () => (postmaster ? cpuSeconds(postgresProcesses(postmaster)) * 1000 : 0);
  const email = 'knowledge-profile@example.com';
  if (!reused) {
    const token = await signInOnPlan(server, email, 'Enterprise');
    const collectionId = await knowledgeClient(server, token).createCollection('Library');
    const text = benchTexts();
    const texts = Array.from({ length: totalCount }, (_, index) => ({
      title: index < firstCount ? `Report ${index + 1}` : `Note ${index + 1}`,
      text: text(index < firstCount ? 5_000 : 1_000),
    }));
    const begun = performance.now();
    const passages = await seedReadyTexts({
      db,
      files: server.app.taskwell.knowledge.files,
      collectionId,
      ownerEmail: email,
      texts,
    });
    print(
      `${totalCount} documents, ${passages} passages written in ${((performance.now() - begun) / 1000).toFixed(1)} s`,
    );
  } else print(`library copied from ${kept}`);

  const dialect = (db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string } } }).dialect;
  const tally = new Map<string, { count: number; ms: number }>();
  let explaining = false;
  const timedDb = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (query: SQL) => {
        if (explaining) {
          const plan = await queryRows(target, sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
          print(`--- ${kindOf(query, dialect)}`);
          for (const line of plan) print(String(Object.values(line)[0]));
        }
        if (plans) {
          const planned = performance.now();
          await target.execute(sql`EXPLAIN ${query}`);
          const kind = `(planning alone) ${kindOf(query, dialect)}`;
          const entry = tally.get(kind) ?? { count: 0, ms: 0 };
          entry.count += 1;
          entry.ms += performance.now() - planned;
          tally.set(kind, entry);
        }
        const started = performance.now();
        try {
          return await target.execute(query);
        } finally {
          const kind = kindOf(query, dialect);
          const entry = tally.get(kind) ?? { count: 0, ms: 0 };
          entry.count += 1;
          entry.ms += performance.now() - started;
          tally.set(kind, entry);
        }
      };
    },
  }) as Database;
  const search = createKnowledgeSearch({ db: timedDb });
  const question = (index: number) => benchQuestions[(index * 7) % benchQuestions.length] ?? 'revenue';
  const ask = (index: number) => search.search({ accountEmail: email, query: question(index), limit: 5 });
  for (let index = 0; index < explained; index += 1) {
    print(`=== question: ${question(index)}`);
    explaining = true;
    await ask(index);
    explaining = false;
  }
  for (let index = 0; index < 20; index += 1) await ask(index);
  tally.clear();
  // The anchor of the same run: a bare statement's cost.
  const anchorCpu = process.cpuUsage();
  const anchorStarted = performance.now();
  for (let index = 0; index < asked; index += 1) await db.execute(sql`SELECT 1`);
  const anchorUsed = process.cpuUsage(anchorCpu);
  print(
    `anchor: ${asked} × SELECT 1: wall ${((performance.now() - anchorStarted) / asked).toFixed(2)} ms/call, cpu ${((anchorUsed.user + anchorUsed.system) / 1000 / asked).toFixed(2)} ms/call`,
  );
  const cpu = process.cpuUsage();
  const serverBefore = serverCpuMs();
  const started = performance.now();
  const spans: number[] = [];
  for (let index = 0; index < asked; index += 1) {
    const at = performance.now();
    await ask(index);
    spans.push(performance.now() - at);
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuPer = (used.user + used.system) / 1000 / asked;
  spans.sort((a, b) => a - b);
  print(
    `${asked} searches: wall ${(wall / asked).toFixed(2)} ms/search, p95 ${spans[Math.ceil(asked * 0.95) - 1]?.toFixed(1)} ms, cpu ${cpuPer.toFixed(2)} ms/search${postmaster ? ` + server ${((serverCpuMs() - serverBefore) / asked).toFixed(2)} ms/search` : ''}; load average ${load()}`,
  );
  let statements = 0;
  for (const [kind, { count, ms }] of [...tally].sort((a, b) => b[1].ms - a[1].ms)) {
    if (!kind.startsWith('(planning alone)')) statements += ms;
    print(`  ${(ms / asked).toFixed(2).padStart(7)} ms/search  ${String(count).padStart(5)} calls  ${kind}`);
  }
  if (plans) print('  (with PROFILE_PLANS=1 the wall and CPU above include the extra planning)');
  print(
    `  ${((wall - statements) / asked).toFixed(2).padStart(7)} ms/search  outside the statements (the API's own work)`,
  );
} finally {
  await server.close();
  if (kept !== undefined && !reused && !postgres) await cp(join(folder, 'db'), kept, { recursive: true });
  await postgres?.drop();
  await rm(folder, { recursive: true, force: true });
}
