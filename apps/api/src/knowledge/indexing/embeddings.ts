import type OpenAI from 'openai';
import { createSentenceEncoder } from './sentence-encoder.ts';

/** Where passages get their vectors: an OpenAI-compatible `/embeddings` endpoint. */
export interface EmbeddingsSettings {
  /** The endpoint's base URL (the `/embeddings` path is added). */
  url: string;
  /** The model asked for. */
  model: string;
  /** The API key, when the endpoint needs one. */
  apiKey?: string;
}

/** Vectors of texts, one per text in order, all of one model. */
export interface Embeddings {
  /** The model the vectors are of. */
  readonly model: string;
  /**
   * The weight of this model's ranking in the search's fusion, the words' being 1, when measured
   * for it (the built-in encoder's, decision 214); an endpoint's model counts as much as the words.
   */
  readonly fusionWeight?: number;
  /** The texts' vectors. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}

/**
 * The embeddings settings of `EMBEDDINGS_URL`, `EMBEDDINGS_MODEL` and `EMBEDDINGS_API_KEY`, or
 * undefined without a URL (search is then lexical only).
 */
export function loadEmbeddingsSettings(env: Record<string, string | undefined>): EmbeddingsSettings | undefined {
  const url = env.EMBEDDINGS_URL?.trim();
  if (!url) return undefined;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new Error('EMBEDDINGS_URL must be an http or https URL');
  }
  const model = env.EMBEDDINGS_MODEL?.trim();
  if (!model) throw new Error('EMBEDDINGS_MODEL must name the model when EMBEDDINGS_URL is set');
  const apiKey = env.EMBEDDINGS_API_KEY?.trim();
  return { url, model, ...(apiKey ? { apiKey } : {}) };
}

/** `EMBEDDINGS_MODEL`'s value, without a URL, for the built-in sentence encoder (decision 214). */
export const builtInEmbeddings = 'built-in';

/**
 * The embeddings the environment configures: an endpoint (`EMBEDDINGS_URL` and its model), the
 * built-in sentence encoder (`EMBEDDINGS_MODEL=built-in` and no URL), or none (search by words).
 */
export function configuredEmbeddings(env: Record<string, string | undefined>): Embeddings | undefined {
  const settings = loadEmbeddingsSettings(env);
  if (settings) return createEmbeddings(settings);
  const model = env.EMBEDDINGS_MODEL?.trim();
  if (!model) return undefined;
  if (model === builtInEmbeddings) return createSentenceEncoder();
  throw new Error(
    `EMBEDDINGS_MODEL names a provider's model only with EMBEDDINGS_URL; set it to '${builtInEmbeddings}' for the built-in sentence encoder`,
  );
}

/** An embeddings client on the `openai` package (loaded on first use). */
export function createEmbeddings(settings: EmbeddingsSettings): Embeddings {
  let client: Promise<OpenAI> | undefined;
  const clientOf = () => {
    client ??= import('openai').then(
      ({ default: Sdk }) =>
        new Sdk({ baseURL: settings.url, apiKey: settings.apiKey ?? 'none', timeout: 30_000, maxRetries: 2 }),
    );
    return client;
  };
  return {
    model: settings.model,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      const reply = await (await clientOf()).embeddings.create(
        { model: settings.model, input: [...texts], encoding_format: 'float' },
        { signal },
      );
      const vectors = [...reply.data].sort((a, b) => a.index - b.index).map((each) => each.embedding);
      if (vectors.length !== texts.length)
        throw new Error('The embeddings endpoint answered another number of vectors');
      return vectors;
    },
  };
}

/** The cosine similarity of two vectors of one dimension (0 for a zero vector). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a[index] as number;
    const y = b[index] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
