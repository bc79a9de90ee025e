// Retrieval quality of the Well of Knowledge (issue 28, acceptance 1). Prints, from one run:
// - Two public sets (scripts/knowledge-bench/public-sets.ts measures them alike), each in
//   bench/knowledge-* with its source and licence: SQuAD 2.0 (its first five development
//   articles; questions written while reading the paragraph) and TyDi QA's gold passages (the
//   English development questions; written before the answer was seen). Every paragraph a pasted
//   document, every question asked through `searchKnowledge`; recall@5 = the question's paragraph
//   among the documents of the first five passages. In lexical mode, in hybrid mode with the
//   stand-in embeddings endpoint (it speaks OpenAI's protocol; its vectors are feature hashing, not
//   a language model), and beside them the anchor measured in the same run, BM25 (MiniSearch's
//   scoring) over the same paragraphs, and BM25 as each set's publishers measured it.
// - Our own multi-page PDFs (bench/knowledge-gold): uploaded, asked, recall@5 = a passage of the
//   first five on the right page holding the quoted answer; and every citation given checked:
//   its page's text between `start` and `end` is exactly the passage's text.
// - Every fourth question of each public set through "Answer from my knowledge", every citation
//   checked (its quote is the page's text, it starts and ends at sentence boundaries).
// Targets: lexical recall@5 >= 0.8 on SQuAD, hybrid never below it; gold recall@5 >= 0.9, every
// citation exact. `pnpm --filter @taskwell/api bench:knowledge`
import { availableParallelism, loadavg } from 'node:os';
import { makeGoldPdfs, readGoldQuestions } from '../bench/knowledge-gold/make-gold-pdfs.ts';
import { createEmbeddings } from '../src/knowledge/indexing/embeddings.ts';
import { signInOnPlan } from '../src/knowledge/testing/knowledge-calls.ts';
import { startEmbeddingsStandIn } from '../src/testing/embeddings-stand-in.ts';
import { closeTestDatabases, startTestServer } from '../src/testing/test-server.ts';
import {
  anchorRecall,
  type PublicSet,
  ratio,
  readPublicSet,
  setCitations,
  setRecall,
} from './knowledge-bench/public-sets.ts';
import { collapsed, knowledgeClient } from './knowledge-client.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const here = (path: string) => new URL(`../bench/${path}`, import.meta.url);

// Each public set beside BM25 as its publishers measured it.
const squad = readPublicSet(here('knowledge-squad/squad-v2-dev-part.json'), {
  name: 'SQuAD 2.0 dev (first 5 articles)',
  key: 'squad',
  published:
    'published BM25 on SQuAD (open-domain, all of English Wikipedia, Karpukhin et al. 2020, DPR, Table 2): top-20 accuracy 0.688, top-100 0.800',
});
const tydi = readPublicSet(here('knowledge-tydi/tydiqa-goldp-v1.1-dev-english.json'), {
  name: 'TyDi QA GoldP dev (English)',
  key: 'tydi',
  published:
    'published BM25 on Mr. TyDi v1.1 English test (TyDi QA questions over all of English Wikipedia in passages, Zhang et al. 2021, Mr. TyDi README, Results): MRR@100 0.140, Recall@100 0.537',
});
const goldQuestions = await readGoldQuestions();

print(
  `nproc ${availableParallelism()}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const sets = [squad, tydi];
const lexicalRecall = new Map<PublicSet, number>();
const hybridRecall = new Map<PublicSet, number>();

const lexicalServer = await startTestServer({ logLevel: 'silent', embeddings: null });
try {
  for (const set of sets) {
    print(`${set.name}: ${set.paragraphs.length} paragraphs, ${set.questions.length} questions`);
    // The anchors: BM25 over the same paragraphs, in the same run.
    print(`  anchor BM25 (MiniSearch) recall@5 ${anchorRecall(set).toFixed(3)}`);
    print(`  anchor BM25 (MiniSearch) over titles and paragraphs recall@5 ${anchorRecall(set, true).toFixed(3)}`);
    const run = await setRecall(lexicalServer, set, 'lexical', print);
    lexicalRecall.set(set, run.recall);
    print(`  ${set.published}`);
    await setCitations(lexicalServer, set, run, print);
  }

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
  for (const set of sets) {
    print(`${set.name}, hybrid:`);
    hybridRecall.set(set, (await setRecall(hybridServer, set, 'hybrid', print)).recall);
  }
  print(`  (embeddings stand-in: ${embeddings.counts.requests} requests, ${embeddings.counts.texts} texts)`);
} finally {
  await hybridServer.close();
  await embeddings.close();
}
for (const set of sets) {
  const gain = (hybridRecall.get(set) ?? 0) - (lexicalRecall.get(set) ?? 0);
  print(`${set.name}: hybrid - lexical ${gain.toFixed(3)} (never below 0 is the target)`);
}
// The embedded databases given back stay open in the test pool for reuse; closed, the process ends.
await closeTestDatabases();
