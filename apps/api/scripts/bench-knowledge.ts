// Retrieval quality of the Well of Knowledge (issue 28, acceptance 1). Prints, from one run:
// - SQuAD 2.0 (its first five development articles, in bench/knowledge-squad with source and
//   licence): every paragraph a pasted document, every answerable question asked through
//   `searchKnowledge`; recall@5 = the question's paragraph among the documents of the first five
//   passages. In lexical mode, in hybrid mode with the stand-in embeddings endpoint (it speaks
//   OpenAI's protocol; its vectors are feature hashing, not a language model), and beside them
//   the anchor measured in the same run: BM25 (MiniSearch's scoring) over the same paragraphs.
// - Our own multi-page PDFs (bench/knowledge-gold): uploaded, asked, recall@5 = a passage of the
//   first five on the right page holding the quoted answer; and every citation given checked:
//   its page's text between `start` and `end` is exactly the passage's text.
// - Then every SQuAD question through "Answer from my knowledge", every citation checked (its
//   quote is the page's text, it starts and ends at sentence boundaries).
// Targets: lexical recall@5 >= 0.8 on SQuAD, hybrid never below it; gold recall@5 >= 0.9, every
// citation exact. `pnpm --filter @taskwell/api bench:knowledge`
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { makeGoldPdfs, readGoldQuestions } from '../bench/knowledge-gold/make-gold-pdfs.ts';
import { accounts } from '../src/db/schema.ts';
import { createEmbeddings } from '../src/knowledge/indexing/embeddings.ts';
import { signInOnPlan } from '../src/knowledge/testing/knowledge-calls.ts';
import { startEmbeddingsStandIn } from '../src/testing/embeddings-stand-in.ts';
import { startTestServer, type TestServer } from '../src/testing/test-server.ts';
import { askAnswer, citationViolations } from './knowledge-bench/answer-checks.ts';
import { collapsed, knowledgeClient } from './knowledge-client.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const here = (path: string) => new URL(`../bench/${path}`, import.meta.url);

interface Squad {
  articles: { title: string; paragraphs: { context: string; questions: { question: string }[] }[] }[];
}
const squad = JSON.parse(readFileSync(here('knowledge-squad/squad-v2-dev-part.json'), 'utf8')) as Squad;
const paragraphs = squad.articles.flatMap((article) =>
  article.paragraphs.map((paragraph, index) => ({
    title: `${article.title.replaceAll('_', ' ')} §${index + 1}`,
    ...paragraph,
  })),
);
const questions = paragraphs.flatMap((paragraph, index) =>
  paragraph.questions.map((question) => ({ question: question.question, paragraph: index })),
);
const goldQuestions = await readGoldQuestions();

const ratio = (hits: number, of: number) => (hits / of).toFixed(3);
print(
  `nproc ${availableParallelism()}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
print(`SQuAD 2.0 dev (first 5 articles): ${paragraphs.length} paragraphs, ${questions.length} questions`);

// The anchor: BM25 over the same paragraphs, in the same run.
const bm25 = new MiniSearch<{ id: number; text: string }>({ fields: ['text'] });
bm25.addAll(paragraphs.map((paragraph, id) => ({ id, text: paragraph.context })));
const bm25Hits = questions.filter(({ question, paragraph }) =>
  bm25
    .search(question)
    .slice(0, 5)
    .some((found) => found.id === paragraph),
).length;
print(`  anchor BM25 (MiniSearch) recall@5 ${ratio(bm25Hits, questions.length)}`);

interface SquadRun {
  recall: number;
  email: string;
  token: string;
  collectionId: string;
  /** The pasted paragraphs' document ids, in the paragraphs' order. */
  ids: string[];
}

async function squadRecall(server: TestServer, label: string): Promise<SquadRun> {
  const email = `knowledge-bench-${label}@example.com`;
  const token = await signInOnPlan(server, email, 'Enterprise');
  const client = knowledgeClient(server, token);
  const collectionId = await client.createCollection('SQuAD');
  const started = performance.now();
  const ids: string[] = [];
  for (const paragraph of paragraphs)
    ids.push((await client.paste(collectionId, paragraph.title, paragraph.context)).id);
  await client.waitReady(ids, 600_000);
  const indexedMs = performance.now() - started;
  const byId = new Map(ids.map((id, index) => [id, index]));
  let hits = 0;
  let mode = '';
  const asked = performance.now();
  for (const { question, paragraph } of questions) {
    const result = await client.search(question, { limit: 5 });
    mode = result.mode;
    if (result.passages.some((passage) => byId.get(passage.documentId) === paragraph)) hits += 1;
  }
  const perQuestion = (performance.now() - asked) / questions.length;
  print(
    `  ${label.padEnd(8)} (mode ${mode}) recall@5 ${ratio(hits, questions.length)}  indexed in ${(indexedMs / 1000).toFixed(1)} s, ${perQuestion.toFixed(1)} ms a question`,
  );
  return { recall: hits / questions.length, email, token, collectionId, ids };
}

/**
 * "Answer from my knowledge" on every fourth SQuAD question (issue 43, acceptance 3; each answer
 * is a task run, paid in credits): every citation of every answer, and every related passage of a
 * refusal, checked against its page (the pasted paragraph), its boundaries judged from the text
 * around them.
 */
async function squadCitations(server: TestServer, run: SquadRun): Promise<void> {
  const client = knowledgeClient(server, run.token);
  const pages = new Map<string, string>();
  let citations = 0;
  let refused = 0;
  const violations: string[] = [];
  await server.app.taskwell.db.update(accounts).set({ balance: 1_000_000 }).where(eq(accounts.email, run.email));
  const asked = questions.filter((_, index) => index % 4 === 0);
  for (const [index, { question }] of asked.entries()) {
    const answer = await askAnswer(server.app, run.token, question, run.collectionId);
    if (answer.refused) refused += 1;
    for (const citation of [...answer.citations, ...answer.related]) {
      citations += 1;
      const page = pages.get(citation.documentId) ?? (await client.page(citation.documentId, citation.page)).text;
      pages.set(citation.documentId, page);
      for (const problem of citationViolations(citation, page)) violations.push(`q${index * 4 + 1}: ${problem}`);
    }
  }
  print(
    `  answers to every fourth question: ${asked.length} (all answerable), ${refused} answered "not in your documents"; citation checker: ${citations} citations, ${violations.length} violations`,
  );
  for (const violation of violations.slice(0, 12)) print(`    ${violation}`);
}

const lexicalServer = await startTestServer({ logLevel: 'silent', embeddings: null });
let lexical = 0;
let hybrid = 0;
try {
  const lexicalRun = await squadRecall(lexicalServer, 'lexical');
  lexical = lexicalRun.recall;
  print(
    `  published BM25 on SQuAD (open-domain, all of English Wikipedia, Karpukhin et al. 2020, DPR, Table 2): top-20 accuracy 0.688, top-100 0.800`,
  );
  await squadCitations(lexicalServer, lexicalRun);

  // Our own PDFs, in the same (lexical) server.
  const client = knowledgeClient(lexicalServer, await signInOnPlan(lexicalServer, 'knowledge-bench-gold@example.com'));
  const collectionId = await client.createCollection('Company documents');
  const pdfs = await makeGoldPdfs();
  const documentIds = new Map<string, string>();
  for (const pdf of pdfs) {
    documentIds.set(pdf.fileName, (await client.upload(collectionId, pdf.fileName, 'application/pdf', pdf.bytes)).id);
  }
  await client.waitReady([...documentIds.values()], 300_000);
  const pageTexts = new Map<string, string>();
  const pageText = async (documentId: string, page: number) => {
    const key = `${documentId}/${page}`;
    const known = pageTexts.get(key);
    if (known !== undefined) return known;
    const { text } = await client.page(documentId, page);
    pageTexts.set(key, text);
    return text;
  };
  let goldHits = 0;
  let citations = 0;
  let exactCitations = 0;
  for (const question of goldQuestions) {
    const { passages } = await client.search(question.question, { collectionId, limit: 5 });
    const wanted = documentIds.get(question.document);
    if (
      passages.some(
        (passage) =>
          passage.documentId === wanted &&
          passage.page === question.page &&
          collapsed(passage.text).includes(collapsed(question.quote)),
      )
    )
      goldHits += 1;
    for (const passage of passages) {
      citations += 1;
      if ((await pageText(passage.documentId, passage.page)).slice(passage.start, passage.end) === passage.text)
        exactCitations += 1;
    }
  }
  const pages = pdfs.reduce((sum, pdf) => sum + pdf.pages.length, 0);
  print(`Our PDFs: ${pdfs.length} documents, ${pages} pages, ${goldQuestions.length} questions`);
  print(
    `  lexical  recall@5 ${ratio(goldHits, goldQuestions.length)} (answer's page and quote in a passage of the first 5)`,
  );
  print(`  citations exact ${exactCitations} of ${citations} (page text between start and end = the passage)`);
} finally {
  await lexicalServer.close();
}

const embeddings = await startEmbeddingsStandIn();
const hybridServer = await startTestServer({
  logLevel: 'silent',
  embeddings: createEmbeddings({ url: embeddings.url, model: embeddings.model, apiKey: 'stand-in' }),
});
try {
  hybrid = (await squadRecall(hybridServer, 'hybrid')).recall;
  print(`  (embeddings stand-in: ${embeddings.counts.requests} requests, ${embeddings.counts.texts} texts)`);
} finally {
  await hybridServer.close();
  await embeddings.close();
}
print(`hybrid - lexical: ${(hybrid - lexical).toFixed(3)} (never below 0 is the target)`);
