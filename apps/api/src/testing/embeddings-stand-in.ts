import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible embeddings endpoint (`POST /v1/embeddings`, the protocol of
 * OpenAI's API and of the servers that copy it), for tests and benchmarks: no model can be
 * downloaded here, so each text's vector is made from its words by feature hashing (word stems
 * and their three-letter pieces, signed, log-weighted, unit length). Texts that share words and
 * word parts come out close, which is what a lexical-plus-vector ranking needs to be exercised;
 * it is not a language model and says nothing about a real one's quality.
 */
export interface EmbeddingsStandIn {
  /** The base URL to configure (ends in `/v1`). */
  url: string;
  model: string;
  dimensions: number;
  /** Requests answered, and texts embedded. */
  counts: { requests: number; texts: number };
  close(): Promise<void>;
}

const stopWords = new Set(
  'a an and are as at be by did do does for from had has have how in is it its of on or that the their them they this to was were what when where which who whom why will with'.split(
    ' ',
  ),
);

function stem(word: string): string {
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ied', 'ed', 'es', 's', 'ly']) {
    if (word.length > suffix.length + 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The stand-in's vector of a text. */
export function standInVector(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const add = (feature: string, weight: number) => {
    const value = hash(feature);
    vector[value % dimensions] = (vector[value % dimensions] ?? 0) + (value >>> 31 === 1 ? -weight : weight);
  };
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    if (stopWords.has(word)) continue;
    const stemmed = stem(word);
    add(`w:${stemmed}`, 1);
    const padded = `^${stemmed}$`;
    for (let index = 0; index + 3 <= padded.length; index += 1) add(`t:${padded.slice(index, index + 3)}`, 0.35);
  }
  for (let index = 0; index < dimensions; index += 1) {
    const value = vector[index] ?? 0;
    vector[index] = Math.sign(value) * Math.log1p(Math.abs(value));
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the stand-in on a free loopback port. */
export async function startEmbeddingsStandIn(
  options: { model?: string; dimensions?: number } = {},
): Promise<EmbeddingsStandIn> {
  const model = options.model ?? 'stand-in-hashing-1536';
  const dimensions = options.dimensions ?? 1536;
  const counts = { requests: 0, texts: 0 };
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || !request.url?.endsWith('/embeddings')) {
      reply(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      return;
    }
    readJson(request).then(
      (body) => {
        const { input } = body as { input?: unknown };
        const texts = typeof input === 'string' ? [input] : Array.isArray(input) ? input : undefined;
        if (!texts || texts.some((text) => typeof text !== 'string')) {
          reply(400, {
            error: { message: "'input' must be a string or an array of strings", type: 'invalid_request_error' },
          });
          return;
        }
        counts.requests += 1;
        counts.texts += texts.length;
        reply(200, {
          object: 'list',
          model,
          data: (texts as string[]).map((text, index) => ({
            object: 'embedding',
            index,
            embedding: standInVector(text, dimensions),
          })),
          usage: { prompt_tokens: 0, total_tokens: 0 },
        });
      },
      () => reply(400, { error: { message: 'The body is not JSON', type: 'invalid_request_error' } }),
    );
  });
  // Idle connections kept for 65 s, as the AI stand-in's (see there).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    model,
    dimensions,
    counts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
