// Indexing and search speed of the Well of Knowledge (issues 28 and 43): on PGlite in a folder, as
// `pnpm start` keeps it, or on PostgreSQL when run by scripts/with-postgres.ts
// (`bench:knowledge-speed-postgres`). 1,000 documents of about 5 KB of English prose (sentences
// of the SQuAD paragraphs in bench/knowledge-squad, drawn by a seeded generator) are pasted through
// `pasteKnowledgeText` and timed until every one is `ready` (target <= 60 s, and no slower than
// before a change: run this same script on both); meanwhile another account lists its
// collections every 50 ms, and the p95 of those calls is printed (target <= 100 ms). 9,000 more of
// about 1 KB bring the library to 10,000 documents, and 200 questions are asked through
// `searchKnowledge` after a warm-up: p50 / p95 / max of the whole call (target p95 <= 50 ms),
// beside the anchors of the same run: a bare `SELECT 1` and `listKnowledgeCollections`.
// BENCH_TOTAL=1000 stops after the indexing.
// `pnpm --filter @taskwell/api bench:knowledge-speed`
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { signInOnPlan } from '../src/knowledge/testing/knowledge-calls.ts';
import { startTestServer, testDatabase } from '../src/testing/test-server.ts';
import { knowledgeClient } from './knowledge-client.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const firstCount = Number(process.env.BENCH_DOCUMENTS ?? 1_000);
const totalCount = Number(process.env.BENCH_TOTAL ?? 10_000);
const questionsAsked = 200;

interface Squad {
  articles: { paragraphs: { context: string; questions: { question: string }[] }[] }[];
}
const squad = JSON.parse(
  readFileSync(new URL('../bench/knowledge-squad/squad-v2-dev-part.json', import.meta.url), 'utf8'),
) as Squad;
const sentences = squad.articles.flatMap((article) =>
  article.paragraphs.flatMap((paragraph) => paragraph.context.split(/(?<=[.!?])\s+/)),
);
const questions = squad.articles.flatMap((article) =>
  article.paragraphs.flatMap((paragraph) => paragraph.questions.map((question) => question.question)),
);

// A small seeded generator (mulberry32), so every run indexes the same documents.
let seed = 2026;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
};
function documentText(bytes: number): string {
  const paragraphs: string[] = [];
  let size = 0;
  while (size < bytes) {
    const paragraph = Array.from(
      { length: 3 + Math.floor(random() * 4) },
      () => sentences[Math.floor(random() * sentences.length)],
    ).join(' ');
    paragraphs.push(paragraph);
    size += paragraph.length + 2;
  }
  return paragraphs.join('\n\n');
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
async function timed(label: string, times: number, call: (index: number) => Promise<unknown>) {
  for (let index = 0; index < 20; index += 1) await call(index);
  const spans: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await call(index);
    spans.push(performance.now() - started);
  }
  spans.sort((a, b) => a - b);
  const [p50, p95, max] = [percentile(spans, 0.5), percentile(spans, 0.95), spans.at(-1) ?? 0].map((value) =>
    value.toFixed(1),
  );
  print(`  ${label.padEnd(44)} p50 ${p50} ms  p95 ${p95} ms  max ${max} ms`);
  return Number(p95);
}

print(
  `nproc ${availableParallelism()}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const folder = await mkdtemp(join(tmpdir(), 'taskwell-knowledge-bench-'));
const postgres = process.env.TEST_DATABASE_URL ? await testDatabase() : undefined;
const server = await startTestServer({
  logLevel: 'silent',
  embeddings: null,
  database: postgres?.options ?? { kind: 'pglite', dataDir: join(folder, 'db') },
});
print(`database ${postgres ? 'postgres' : 'pglite'}`);
try {
  const token = await signInOnPlan(server, 'knowledge-speed@example.com', 'Enterprise');
  const client = knowledgeClient(server, token);
  const collectionId = await client.createCollection('Library');
  const texts = Array.from({ length: firstCount }, () => documentText(5_000));
  const megabytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / 1e6;
  // Another account's calls while the documents are added and indexed: one every 50 ms.
  const otherToken = await signInOnPlan(server, 'knowledge-speed-other@example.com', 'Enterprise');
  const otherSpans: number[] = [];
  let indexing = true;
  const others = (async () => {
    while (indexing) {
      const begun = performance.now();
      const reply = await server.app.inject({
        method: 'GET',
        url: '/api/knowledge/collections',
        headers: { authorization: `Bearer ${otherToken}` },
      });
      if (reply.statusCode !== 200) throw new Error(`listKnowledgeCollections answered ${reply.statusCode}`);
      otherSpans.push(performance.now() - begun);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const ids: string[] = [];
  for (const [index, text] of texts.entries())
    ids.push((await client.paste(collectionId, `Report ${index + 1}`, text)).id);
  const accepted = performance.now() - started;
  await client.waitReady(ids, 600_000);
  const seconds = (performance.now() - started) / 1000;
  indexing = false;
  await others;
  otherSpans.sort((a, b) => a - b);
  print(
    `${firstCount} documents, ${megabytes.toFixed(1)} MB: all accepted in ${(accepted / 1000).toFixed(1)} s, all ready in ${seconds.toFixed(1)} s (target <= 60 s)`,
  );
  print(
    `  meanwhile another account's listKnowledgeCollections: ${otherSpans.length} calls, p50 ${percentile(otherSpans, 0.5).toFixed(1)} ms, p95 ${percentile(otherSpans, 0.95).toFixed(1)} ms (target <= 100 ms)`,
  );
  print(
    `  load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  if (totalCount > firstCount) {
    const more: string[] = [];
    for (let index = firstCount; index < totalCount; index += 1)
      more.push((await client.paste(collectionId, `Note ${index + 1}`, documentText(1_000))).id);
    await client.waitReady(more, 1_800_000);
    print(`${totalCount} documents in the library; ${questionsAsked} questions, after 20 to warm up:`);
    const { db } = server.app.taskwell;
    await timed('anchor: SELECT 1', questionsAsked, () => db.execute(sql`select 1`));
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
    print(`search p95 ${p95.toFixed(1)} ms (target <= 50 ms)`);
  }
} finally {
  await server.close();
  await postgres?.drop();
  await rm(folder, { recursive: true, force: true });
}
