import {
  createUniversalSentenceEncoder,
  universalSentenceEncoderDimensions,
} from '../../text/universal-sentence-encoder.ts';
import type { Embeddings } from './embeddings.ts';

// The built-in sentence encoder (decision 214): vectors for hybrid search without an embeddings
// provider, from Universal Sentence Encoder lite in its own thread (text/universal-sentence-encoder.ts).

/** The model's name as passages' vectors record it: a change of model re-embeds nothing by mistake. */
export const sentenceEncoderModel = 'built-in:use-lite-512';
/** The length of its vectors. */
export const sentenceEncoderDimensions = universalSentenceEncoderDimensions;
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
  const encoder = createUniversalSentenceEncoder();
  return {
    model: sentenceEncoderModel,
    fusionWeight: sentenceEncoderFusionWeight,
    async embed(texts, signal) {
      const vectors = await encoder.encode(texts, signal);
      return vectors.map((vector) => Array.from(vector));
    },
    close: () => encoder.close(),
  };
}
