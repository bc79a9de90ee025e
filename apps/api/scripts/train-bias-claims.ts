// `pnpm --filter @taskwell/api train:bias-claims`: trains the model that reads a sentence for a claim
// about a group (decision 215) on the bias sets' sentences, and writes
// src/services/bias/claims-model.json. A sentence is read when it holds a cue word; it is a claim
// when it overlaps a planted phrase of gender, age, disability or race. The threshold is the score
// that 97 % of clean texts stay under when their set was left out of training (four folds by set).
// Seeded: the same sets give the same file.
import { writeFileSync } from 'node:fs';
import { biasSets, readCleanTexts, readPlantedTexts } from '../bench/bias/bias-texts.ts';
import {
  type ClaimsModel,
  type ClaimsModelFile,
  claimCategories,
  claimScore,
  claimSentences,
  claimsModelUrl,
  floatsToBase64,
  hiddenLayer,
} from '../src/services/bias/claims-model.ts';
import {
  createUniversalSentenceEncoder,
  universalSentenceEncoderDimensions,
} from '../src/text/universal-sentence-encoder.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);

const hidden = 64;
const epochs = 30;
const batch = 256;
const learningRate = 1e-3;
const weightDecay = 1e-4;
const cleanQuantile = 0.97;
const folds = 4;

interface Example {
  fold: number;
  text: string;
  clean: boolean;
  vector: Float32Array;
  claim: boolean;
  category: number;
}

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(next: () => number, scale: number): number {
  return Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next()) * scale;
}

/** Adam on one array of parameters. */
function adam(size: number) {
  const first = new Float32Array(size);
  const second = new Float32Array(size);
  let step = 0;
  return (values: Float32Array, gradient: Float32Array) => {
    step += 1;
    const c1 = 1 - 0.9 ** step;
    const c2 = 1 - 0.999 ** step;
    for (let i = 0; i < size; i += 1) {
      const g = (gradient[i] ?? 0) + weightDecay * (values[i] ?? 0);
      first[i] = 0.9 * (first[i] ?? 0) + 0.1 * g;
      second[i] = 0.999 * (second[i] ?? 0) + 0.001 * g * g;
      values[i] =
        (values[i] ?? 0) - (learningRate * ((first[i] ?? 0) / c1)) / (Math.sqrt((second[i] ?? 0) / c2) + 1e-8);
    }
  };
}

type Scorer = Omit<ClaimsModel, 'encoder' | 'threshold' | 'categoryWeights' | 'categoryBias'>;

function trainScore(examples: readonly Example[], seed: number): Scorer {
  const inputs = universalSentenceEncoderDimensions;
  const next = random(seed);
  const hiddenWeights = Float32Array.from({ length: inputs * hidden }, () => normal(next, 1 / Math.sqrt(inputs)));
  const hiddenBias = new Float32Array(hidden);
  const scoreWeights = Float32Array.from({ length: hidden }, () => normal(next, 1 / Math.sqrt(hidden)));
  const scoreBias = new Float32Array(1);
  const claims = examples.filter((example) => example.claim).length;
  const claimWeight = Math.sqrt((examples.length - claims) / Math.max(1, claims));
  const steps = [adam(hiddenWeights.length), adam(hidden), adam(hidden), adam(1)];
  const order = examples.map((_, index) => index);
  const model = { inputs, hidden, hiddenWeights, hiddenBias, scoreWeights, scoreBias: 0 };
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (let from = 0; from < order.length; from += batch) {
      const rows = order.slice(from, from + batch);
      const gHiddenWeights = new Float32Array(hiddenWeights.length);
      const gHiddenBias = new Float32Array(hidden);
      const gScoreWeights = new Float32Array(hidden);
      const gScoreBias = new Float32Array(1);
      model.scoreBias = scoreBias[0] ?? 0;
      for (const row of rows) {
        const example = examples[row];
        if (!example) continue;
        const layer = hiddenLayer(model, example.vector);
        let z = model.scoreBias;
        for (let unit = 0; unit < hidden; unit += 1) z += (layer[unit] ?? 0) * (scoreWeights[unit] ?? 0);
        const p = 1 / (1 + Math.exp(-z));
        const g = ((p - (example.claim ? 1 : 0)) * (example.claim ? claimWeight : 1)) / rows.length;
        gScoreBias[0] = (gScoreBias[0] ?? 0) + g;
        for (let unit = 0; unit < hidden; unit += 1) {
          gScoreWeights[unit] = (gScoreWeights[unit] ?? 0) + g * (layer[unit] ?? 0);
          if ((layer[unit] ?? 0) <= 0) continue;
          const gUnit = g * (scoreWeights[unit] ?? 0);
          gHiddenBias[unit] = (gHiddenBias[unit] ?? 0) + gUnit;
          for (let input = 0; input < inputs; input += 1)
            gHiddenWeights[input * hidden + unit] =
              (gHiddenWeights[input * hidden + unit] ?? 0) + gUnit * (example.vector[input] ?? 0);
        }
      }
      steps[0]?.(hiddenWeights, gHiddenWeights);
      steps[1]?.(hiddenBias, gHiddenBias);
      steps[2]?.(scoreWeights, gScoreWeights);
      steps[3]?.(scoreBias, gScoreBias);
    }
  }
  return { ...model, scoreBias: scoreBias[0] ?? 0 };
}

/** A linear layer over the vector to the category, trained on the claims alone (softmax, Adam). */
function trainCategory(examples: readonly Example[]): { weights: Float32Array; bias: Float32Array } {
  const inputs = universalSentenceEncoderDimensions;
  const count = claimCategories.length;
  const weights = new Float32Array(inputs * count);
  const bias = new Float32Array(count);
  const claims = examples.filter((example) => example.claim);
  const steps = [adam(weights.length), adam(count)];
  for (let epoch = 0; epoch < 300; epoch += 1) {
    const gWeights = new Float32Array(weights.length);
    const gBias = new Float32Array(count);
    for (const example of claims) {
      const logits = Array.from(bias);
      for (let input = 0; input < inputs; input += 1)
        for (let c = 0; c < count; c += 1)
          logits[c] = (logits[c] ?? 0) + (example.vector[input] ?? 0) * (weights[input * count + c] ?? 0);
      const top = Math.max(...logits);
      const exps = logits.map((logit) => Math.exp(logit - top));
      const sum = exps.reduce((a, b) => a + b, 0);
      for (let c = 0; c < count; c += 1) {
        const g = ((exps[c] ?? 0) / sum - (c === example.category ? 1 : 0)) / claims.length;
        gBias[c] = (gBias[c] ?? 0) + g;
        for (let input = 0; input < inputs; input += 1)
          gWeights[input * count + c] = (gWeights[input * count + c] ?? 0) + g * (example.vector[input] ?? 0);
      }
    }
    steps[0]?.(weights, gWeights);
    steps[1]?.(bias, gBias);
  }
  return { weights, bias };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] ?? 0;
}

const encoder = createUniversalSentenceEncoder();
const examples: Example[] = [];
const cleanTexts: { fold: number; key: string }[] = [];
const started = Date.now();
for (const [setIndex, set] of biasSets.entries()) {
  const texts = [
    ...readCleanTexts(set).map((text) => ({
      ...text,
      planted: [] as ReturnType<typeof readPlantedTexts>[number]['planted'],
    })),
    ...readPlantedTexts(set),
  ];
  const pending: (Omit<Example, 'vector'> & { sentence: string })[] = [];
  for (const text of texts) {
    const clean = text.planted.length === 0;
    if (clean) cleanTexts.push({ fold: setIndex % folds, key: `${set}/${text.id}` });
    for (const sentence of claimSentences(text.text)) {
      const overlapping = text.planted.filter((phrase) => phrase.start < sentence.end && sentence.start < phrase.end);
      const claim = overlapping.find((phrase) => (claimCategories as readonly string[]).includes(phrase.category));
      if (overlapping.length > 0 && !claim) continue;
      pending.push({
        fold: setIndex % folds,
        text: clean ? `${set}/${text.id}` : '',
        clean,
        claim: claim !== undefined,
        category: claim ? (claimCategories as readonly string[]).indexOf(claim.category) : -1,
        sentence: sentence.text,
      });
    }
  }
  const vectors = await encoder.encode(pending.map((example) => example.sentence));
  pending.forEach(({ sentence: _, ...example }, index) => {
    const vector = vectors[index];
    if (vector) examples.push({ ...example, vector: Float32Array.from(vector) });
  });
}
await encoder.close();
const claims = examples.filter((example) => example.claim).length;
print(
  `${biasSets.length} sets: ${examples.length} sentences with a cue word, ${claims} of them claims (${Math.round((Date.now() - started) / 1000)} s to encode)`,
);

const held: number[] = [];
for (let fold = 0; fold < folds; fold += 1) {
  const scorer = trainScore(
    examples.filter((example) => example.fold !== fold),
    fold + 1,
  );
  const best = new Map<string, number>();
  for (const key of cleanTexts.filter((text) => text.fold === fold)) best.set(key.key, Number.NEGATIVE_INFINITY);
  let caught = 0;
  const foldExamples = examples.filter((example) => example.fold === fold);
  const scores = foldExamples.map((example) => claimScore(scorer, example.vector));
  foldExamples.forEach((example, index) => {
    if (example.clean)
      best.set(example.text, Math.max(best.get(example.text) ?? Number.NEGATIVE_INFINITY, scores[index] ?? 0));
  });
  const threshold = quantile([...best.values()], cleanQuantile);
  foldExamples.forEach((example, index) => {
    if (example.claim && (scores[index] ?? 0) > threshold) caught += 1;
  });
  held.push(...best.values());
  print(
    `fold ${fold + 1}: claims' sentences above the fold's own ${cleanQuantile} threshold ${caught}/${foldExamples.filter((example) => example.claim).length}`,
  );
}
const threshold = quantile(held, cleanQuantile);
const scorer = trainScore(examples, 0);
const category = trainCategory(examples);
const file: ClaimsModelFile = {
  encoder: 'built-in:use-lite-512',
  inputs: scorer.inputs,
  hidden,
  threshold,
  hiddenWeights: floatsToBase64(scorer.hiddenWeights),
  hiddenBias: floatsToBase64(scorer.hiddenBias),
  scoreWeights: floatsToBase64(scorer.scoreWeights),
  scoreBias: scorer.scoreBias,
  categoryWeights: floatsToBase64(category.weights),
  categoryBias: floatsToBase64(category.bias),
  trained: {
    sets: biasSets.length,
    sentences: examples.length,
    claims,
    hidden,
    epochs,
    batch,
    learningRate,
    weightDecay,
    thresholdFrom: `the ${cleanQuantile} quantile of clean texts' highest sentence score, each scored by a model trained without its set (${folds} folds)`,
  },
};
writeFileSync(claimsModelUrl, `${JSON.stringify(file, null, 2)}\n`);
print(
  `threshold ${threshold.toFixed(3)}; written ${claimsModelUrl.pathname} (${Math.round((Date.now() - started) / 1000)} s in all)`,
);
