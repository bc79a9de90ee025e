// Indexing and search speed of the Well of Knowledge (issues 28 and 43): on PGlite in a folder, as
// `pnpm start` keeps it, or on PostgreSQL when run by scripts/with-postgres.ts
// (`bench:knowledge-speed-postgres`).
//
// Indexing: BENCH_DOCUMENTS (default 1,000) documents of about 5 KB of English prose (sentences of
// the SQuAD paragraphs in bench/knowledge-squad, drawn by a seeded generator) are pasted through
// `pasteKnowledgeText` and timed until every one is `ready` (no slower than the code before a
// change: run this same script on both in one sitting, e.g. copied into a checkout of main).
// Meanwhile another account calls `listKnowledgeCollections` and the bare liveness route in turn,
// one call every 50 ms, and the p95 of each is printed (target <= 100 ms), beside the same calls
// measured idle before, the event loop's delay and the API process's CPU per document.
//
// Search: the library is then brought to BENCH_TOTAL (default 10,000) documents of about 1 KB,
// written in bulk by the indexer's own functions (scripts/knowledge-seed.ts; BENCH_SEED=api pastes
// them instead), and 200 questions are asked through `searchKnowledge` after 20 to warm up:
// p50 / p95 / max of the whole call (target p95 <= 50 ms) and the API process's CPU per call
// (on PGlite the database's work included), beside the anchors of the same run: a bare `SELECT 1`,
// the bare liveness route and `listKnowledgeCollections`. BENCH_TOTAL=1000 stops after the indexing.
//
// Prints nproc and the load average before and after each phase: on a busy machine the anchors
// and the CPU per call are what to read the times by.
// `pnpm --filter @taskwell/api bench:knowledge-speed`

import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows.ts';
import { createSentenceEncoder } from '../src/knowledge/indexing/sentence-encoder.ts';
import { signInOnPlan } from '../src/knowledge/testing/knowledge-calls.ts';
import { startTestServer, testDatabase } from '../src/testing/test-server.ts';
import { cpuSeconds, postgresProcesses } from './bench-e2e-cpu.ts';
import { benchQuestions, benchTexts } from './knowledge-bench-texts.ts';
import { knowledgeClient } from './knowledge-client.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const firstCount = Number(process.env.BENCH_DOCUMENTS ?? 1_000);
const totalCount = Number(process.env.BENCH_TOTAL ?? 10_000);
const questionsAsked = Number(process.env.BENCH_QUESTIONS ?? 200);

const documentText = benchTexts();
const questions = benchQuestions;

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
const spread = (spans: number[]) => {
  spans.sort((a, b) => a - b);
  return `p50 ${percentile(spans, 0.5).toFixed(1)} ms  p95 ${percentile(spans, 0.95).toFixed(1)} ms  max ${(spans.at(-1) ?? 0).toFixed(1)} ms`;
};
/** CPU of this process (user + system) in ms since `from`. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** The PostgreSQL server's processes' CPU in ms (Linux; 0 on PGlite, whose work is this process's). */
let postmaster: number | undefined;
const serverCpuMs = () => (postmaster ? cpuSeconds(postgresProcesses(postmaster)) * 1000 : 0);
const cpuLabel = (api: number, server: number, unit: string) =>
  `cpu ${api.toFixed(2)} ms/${unit}${postmaster ? ` + server ${server.toFixed(2)} ms/${unit}` : ''}`;

/** `times` calls one after another after 20 to warm up: their spread and the CPU per call. */
async function timed(label: string, times: number, call: (index: number) => Promise<unknown>) {
  for (let index = 0; index < 20; index += 1) await call(index);
  const spans: number[] = [];
  const cpu = process.cpuUsage();
  const server = serverCpuMs();
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await call(index);
    spans.push(performance.now() - started);
  }
  const perCall = cpuMs(cpu) / times;
  const serverPerCall = (serverCpuMs() - server) / times;
  print(`  ${label.padEnd(40)} ${spread(spans)}  ${cpuLabel(perCall, serverPerCall, 'call')}`);
  return percentile(spans, 0.95);
}

print(`nproc ${availableParallelism()}, load average ${load()}, node ${process.version}`);
const folder = await mkdtemp(join(tmpdir(), 'taskwell-knowledge-bench-'));
const postgres = process.env.TEST_DATABASE_URL ? await testDatabase() : undefined;
// BENCH_EMBEDDINGS=built-in: every passage also gets the built-in sentence encoder's vector (decision 214).
const encoder = process.env.BENCH_EMBEDDINGS === 'built-in' ? createSentenceEncoder() : undefined;
const server = await startTestServer({
  logLevel: 'silent',
  embeddings: encoder ?? null,
  database: postgres?.options ?? { kind: 'pglite', dataDir: join(folder, 'db') },
});
print(`database ${postgres ? 'postgres' : 'pglite'}, vectors ${encoder ? 'built-in sentence encoder' : 'none'}`);
try {
  if (postgres) {
    const [folder] = await queryRows(
      server.app.taskwell.db,
      sql`SELECT setting FROM pg_settings WHERE name = 'data_directory'`,
    );
    postmaster = Number(readFileSync(join(String(folder?.setting), 'postmaster.pid'), 'utf8').split('\n')[0]);
  }
  const token = await signInOnPlan(server, 'knowledge-speed@example.com', 'Enterprise');
  const client = knowledgeClient(server, token);
  const collectionId = await client.createCollection('Library');
  const texts = Array.from({ length: firstCount }, () => documentText(5_000));
  const megabytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / 1e6;
  const { db } = server.app.taskwell;
  const otherToken = await signInOnPlan(server, 'knowledge-speed-other@example.com', 'Enterprise');
  const listOthers = async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/api/knowledge/collections',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    if (reply.statusCode !== 200) throw new Error(`listKnowledgeCollections answered ${reply.statusCode}`);
  };
  const liveness = async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/healthz' });
    if (reply.statusCode !== 200) throw new Error(`getLiveness answered ${reply.statusCode}`);
  };
  print('anchors, idle (before indexing):');
  await timed('anchor: SELECT 1', 100, () => db.execute(sql`select 1`));
  await timed('anchor: getLiveness (bare route)', 100, liveness);
  await timed("another account's listKnowledgeCollections", 100, listOthers);

  // Another account's calls while the documents are added and indexed: one every 50 ms, in turn.
  const otherSpans: number[] = [];
  const livenessSpans: number[] = [];
  let indexing = true;
  const others = (async () => {
    for (let turn = 0; indexing; turn += 1) {
      const begun = performance.now();
      await (turn % 2 === 0 ? listOthers() : liveness());
      (turn % 2 === 0 ? otherSpans : livenessSpans).push(performance.now() - begun);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu = process.cpuUsage();
  const serverBefore = serverCpuMs();
  const started = performance.now();
  const readyCount = async () => {
    const [row] = await queryRows(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'ready')::int AS ready, count(*) FILTER (WHERE status = 'failed')::int AS failed
        FROM knowledge_documents WHERE collection_id = ${collectionId}`,
    );
    if (Number(row?.failed ?? 0) > 0) throw new Error(`${row?.failed} documents failed`);
    return Number(row?.ready ?? 0);
  };
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  for (const [index, text] of texts.entries()) {
    await client.paste(collectionId, `Report ${index + 1}`, text);
    if ((index + 1) % 100 === 0) print(`  ${seconds()} s: ${index + 1} accepted, ${await readyCount()} ready`);
  }
  const accepted = performance.now() - started;
  for (let ready = await readyCount(); ready < firstCount; ready = await readyCount()) {
    if (performance.now() - started > 1_800_000) throw new Error(`only ${ready} documents ready after 30 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsed = (performance.now() - started) / 1000;
  const indexingCpu = cpuMs(cpu);
  const indexingServerCpu = serverCpuMs() - serverBefore;
  loop.disable();
  indexing = false;
  await others;
  print(
    `${firstCount} documents, ${megabytes.toFixed(1)} MB: all accepted in ${(accepted / 1000).toFixed(1)} s, all ready in ${elapsed.toFixed(1)} s`,
  );
  print(
    `  ${cpuLabel(indexingCpu / firstCount, indexingServerCpu / firstCount, 'document')} (the API process, and the PostgreSQL server)`,
  );
  print(
    `  event loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms  p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms  max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  print(
    `  meanwhile another account's listKnowledgeCollections (${otherSpans.length} calls): ${spread(otherSpans)} (target p95 <= 100 ms)`,
  );
  print(`  meanwhile the bare getLiveness (${livenessSpans.length} calls): ${spread(livenessSpans)}`);
  print(`  load average ${load()}`);

  if (totalCount > firstCount) {
    const more = Array.from({ length: totalCount - firstCount }, (_, index) => ({
      title: `Note ${firstCount + index + 1}`,
      text: documentText(1_000),
    }));
    const begun = performance.now();
    const step = () => ((performance.now() - begun) / 1000).toFixed(1);
    if (process.env.BENCH_SEED === 'api') {
      for (const [index, { title, text }] of more.entries()) {
        await client.paste(collectionId, title, text);
        if ((index + 1) % 1000 === 0) print(`  ${step()} s: ${firstCount + index + 1} pasted`);
      }
      while ((await readyCount()) < totalCount) await new Promise((resolve) => setTimeout(resolve, 250));
    } else {
      const { seedReadyTexts } = await import('./knowledge-seed.ts');
      const owner = 'knowledge-speed@example.com';
      const passages = await seedReadyTexts({
        db,
        files: server.app.taskwell.knowledge.files,
        collectionId,
        ownerEmail: owner,
        texts: more,
        progress: (done) => {
          if (done % 1000 === 0 || done === more.length) print(`  ${step()} s: ${firstCount + done} documents`);
        },
      });
      print(
        `  ${more.length} documents (${passages} passages) written in bulk by the indexer's functions in ${step()} s`,
      );
    }
    const [counts] = await queryRows(
      db,
      sql`SELECT (SELECT count(*) FROM knowledge_documents WHERE status = 'ready')::int AS documents,
        (SELECT count(*) FROM knowledge_passages)::int AS passages`,
    );
    print(
      `${counts?.documents} documents ready, ${counts?.passages} passages; ${questionsAsked} questions after 20 to warm up; load average ${load()}`,
    );
    await timed('anchor: SELECT 1', questionsAsked, () => db.execute(sql`select 1`));
    await timed('anchor: getLiveness (bare route)', questionsAsked, liveness);
    await timed('anchor: listKnowledgeCollections', questionsAsked, () =>
      server.app.inject({
        method: 'GET',
        url: '/api/knowledge/collections',
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const p95 = await timed('searchKnowledge (5 passages)', questionsAsked, (index) =>
      client.search(questions[(index * 7) % questions.length] ?? 'revenue', { limit: 5 }),
    );
    print(`search p95 ${p95.toFixed(1)} ms (target <= 50 ms); load average ${load()}`);
  }
} finally {
  await server.close();
  await encoder?.close();
  await postgres?.drop();
  await rm(folder, { recursive: true, force: true });
}
