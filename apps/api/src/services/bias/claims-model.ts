import { readFileSync } from 'node:fs';
import { isClaimCue } from './claim-cue-words.ts';
import { readWords } from './text-words.ts';

// The model that reads a sentence for a claim about a group (decision 215): a sentence's vector from
// the built-in sentence encoder goes through one hidden layer to a score, and through a linear layer
// to the group's category. Its weights are trained by `pnpm --filter @taskwell/api train:bias-claims`
// on the bias sets' sentences and shipped in claims-model.json; nothing is downloaded.

/** The categories the model tells apart, in the order of its category layer. */
export const claimCategories = ['gender', 'age', 'disability', 'race'] as const;
export type ClaimCategory = (typeof claimCategories)[number];

/** The model's weights as its file holds them: matrices row by row, by input. */
export interface ClaimsModel {
  /** The encoder whose vectors it reads. */
  encoder: string;
  inputs: number;
  hidden: number;
  /** The score above which a sentence is a finding. */
  threshold: number;
  /** inputs × hidden, then hidden. */
  hiddenWeights: Float32Array;
  hiddenBias: Float32Array;
  /** hidden, then one. */
  scoreWeights: Float32Array;
  scoreBias: number;
  /** inputs × categories, then categories. */
  categoryWeights: Float32Array;
  categoryBias: Float32Array;
}

/** The file's form: each array as the base64 of its little-endian float32 bytes. */
export interface ClaimsModelFile {
  encoder: string;
  inputs: number;
  hidden: number;
  threshold: number;
  hiddenWeights: string;
  hiddenBias: string;
  scoreWeights: string;
  scoreBias: number;
  categoryWeights: string;
  categoryBias: string;
  /** How it was trained, for the reader of the file. */
  trained: Record<string, unknown>;
}

export function floatsToBase64(values: Float32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

function floatsFromBase64(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

export function readClaimsModel(file: ClaimsModelFile): ClaimsModel {
  return {
    encoder: file.encoder,
    inputs: file.inputs,
    hidden: file.hidden,
    threshold: file.threshold,
    hiddenWeights: floatsFromBase64(file.hiddenWeights),
    hiddenBias: floatsFromBase64(file.hiddenBias),
    scoreWeights: floatsFromBase64(file.scoreWeights),
    scoreBias: file.scoreBias,
    categoryWeights: floatsFromBase64(file.categoryWeights),
    categoryBias: floatsFromBase64(file.categoryBias),
  };
}

/** The model's file, shipped beside this module. */
export const claimsModelUrl = new URL('./claims-model.json', import.meta.url);

let shipped: ClaimsModel | undefined;
/** The shipped model, read once per process. */
export function shippedClaimsModel(): ClaimsModel {
  shipped ??= readClaimsModel(JSON.parse(readFileSync(claimsModelUrl, 'utf8')) as ClaimsModelFile);
  return shipped;
}

/** The hidden layer of a sentence's vector (ReLU). */
export function hiddenLayer(
  model: Pick<ClaimsModel, 'inputs' | 'hidden' | 'hiddenWeights' | 'hiddenBias'>,
  vector: Float32Array,
): Float32Array {
  const out = Float32Array.from(model.hiddenBias);
  for (let input = 0; input < model.inputs; input += 1) {
    const value = vector[input] ?? 0;
    if (value === 0) continue;
    const row = input * model.hidden;
    for (let unit = 0; unit < model.hidden; unit += 1)
      out[unit] = (out[unit] ?? 0) + value * (model.hiddenWeights[row + unit] ?? 0);
  }
  for (let unit = 0; unit < model.hidden; unit += 1) if ((out[unit] ?? 0) < 0) out[unit] = 0;
  return out;
}

/** The score of a sentence's vector: the higher, the likelier a claim about a group. */
export function claimScore(
  model: Pick<ClaimsModel, 'inputs' | 'hidden' | 'hiddenWeights' | 'hiddenBias' | 'scoreWeights' | 'scoreBias'>,
  vector: Float32Array,
): number {
  const hidden = hiddenLayer(model, vector);
  let score = model.scoreBias;
  for (let unit = 0; unit < model.hidden; unit += 1) score += (hidden[unit] ?? 0) * (model.scoreWeights[unit] ?? 0);
  return score;
}

/** The category whose group a sentence's vector most likely speaks of. */
export function claimCategory(model: ClaimsModel, vector: Float32Array): ClaimCategory {
  const count = claimCategories.length;
  const logits = Array.from(model.categoryBias);
  for (let input = 0; input < model.inputs; input += 1) {
    const value = vector[input] ?? 0;
    for (let category = 0; category < count; category += 1)
      logits[category] = (logits[category] ?? 0) + value * (model.categoryWeights[input * count + category] ?? 0);
  }
  const best = logits.indexOf(Math.max(...logits));
  return claimCategories[best] ?? 'gender';
}

/** A sentence of a text that the model reads: it names people or a trait of a group. */
export interface ClaimSentence {
  start: number;
  end: number;
  text: string;
}

/** A family word after a possessive ("his wife", "Bill's husband"): one person's relative, no group. */
function relativeOfOne(words: readonly { lower: string }[], at: number): boolean {
  const before = words[at - 1]?.lower ?? '';
  return (
    /^(?:wife|husband|mother|father|mum|mom)$/.test(words[at]?.lower ?? '') &&
    (/^(?:his|her|their|my|our|your)$/.test(before) || /\p{L}['’]s$/u.test(before))
  );
}

/** Words after "blind" that make it a method (a blind tender, blind marking), and before it (scored blind, double blind). */
const blindMethodAfter =
  /^(?:tenders?|reviews?|scoring|marking|auditions?|tastings?|tests?|trials?|copy|spots?|bids?|recruitment|cvs?|shortlisting|screening)$/;
const blindMethodBefore =
  /^(?:scored|marked|judged|reviewed|assessed|tested|tasted|rated|evaluated|double|single|triple)$/;

/** The parts a plug or a lead is sold by, after "male" or "female" in electronics and plumbing. */
const connectorParts =
  /^(?:connectors?|plugs?|sockets?|jacks?|ends?|leads?|adapters?|adaptors?|pins?|headers?|threads?|fittings?|couplers?)$/;

/** Money named by its country ("the weaker Canadian dollar"): a currency, no people. */
const currencies =
  /^(?:dollars?|pounds?|rupees?|rand|shillings?|naira|yen|euros?|pesos?|francs?|yuan|ringgit|cedis?|kwacha|rupiah)$/;

/**
 * A cue word used of something else: one person's relative, "blind" as a way of judging work
 * ("the bids had been scored blind"), a country's adjective before its currency.
 */
function otherSense(words: readonly { lower: string }[], at: number): boolean {
  const word = words[at]?.lower ?? '';
  const before = words[at - 1]?.lower ?? '';
  const after = words[at + 1]?.lower ?? '';
  if (word === 'blind') return blindMethodAfter.test(after) || blindMethodBefore.test(before);
  // A connector's ends: "a male-to-female lead", "female to male adapter".
  if (word === 'male' || word === 'female')
    return (
      (after === 'to' && /^(?:male|female)$/.test(words[at + 2]?.lower ?? '')) ||
      (before === 'to' && /^(?:male|female)$/.test(words[at - 2]?.lower ?? '')) ||
      connectorParts.test(after)
    );
  return relativeOfOne(words, at) || currencies.test(after);
}

/** The sentences of a text that hold a cue word (claim-cue-words.ts), as the check splits them. */
export function claimSentences(text: string): ClaimSentence[] {
  const { words } = readWords(text);
  const sentences: ClaimSentence[] = [];
  let first = 0;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    const next = words[index + 1];
    if (!word || (next && next.sentence === word.sentence)) continue;
    const own = words.slice(first, index + 1);
    const start = own[0]?.start ?? word.start;
    if (own.some((each, at) => isClaimCue(each.lower) && !otherSense(own, at)))
      sentences.push({ start, end: word.end, text: text.slice(start, word.end) });
    first = index + 1;
  }
  return sentences;
}
