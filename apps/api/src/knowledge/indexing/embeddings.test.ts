import { describe, expect, it } from 'vitest';
import { configuredEmbeddings, cosineSimilarity, loadEmbeddingsSettings } from './embeddings.ts';
import { sentenceEncoderModel } from './sentence-encoder.ts';

describe('loadEmbeddingsSettings', () => {
  it.each([
    { name: 'nothing set', given: {}, want: undefined },
    {
      name: 'a URL and a model',
      given: { EMBEDDINGS_URL: 'http://127.0.0.1:9000/v1', EMBEDDINGS_MODEL: 'small' },
      want: { url: 'http://127.0.0.1:9000/v1', model: 'small' },
    },
    {
      name: 'a key too',
      given: { EMBEDDINGS_URL: 'https://api.example.com/v1', EMBEDDINGS_MODEL: 'm', EMBEDDINGS_API_KEY: ' k ' },
      want: { url: 'https://api.example.com/v1', model: 'm', apiKey: 'k' },
    },
  ])('given $name', ({ given, want }) => {
    expect(loadEmbeddingsSettings(given)).toEqual(want);
  });

  it.each([
    {
      name: 'a URL that is not http',
      given: { EMBEDDINGS_URL: 'ftp://x', EMBEDDINGS_MODEL: 'm' },
      want: /http or https/,
    },
    { name: 'no model', given: { EMBEDDINGS_URL: 'http://x' }, want: /EMBEDDINGS_MODEL/ },
  ])('given $name should refuse to start', ({ given, want }) => {
    expect(() => loadEmbeddingsSettings(given)).toThrow(want);
  });
});

describe('configuredEmbeddings', () => {
  it.each([
    { name: 'nothing set', given: {}, want: undefined },
    { name: 'the built-in encoder', given: { EMBEDDINGS_MODEL: ' built-in ' }, want: sentenceEncoderModel },
    {
      name: 'an endpoint',
      given: { EMBEDDINGS_URL: 'http://127.0.0.1:9000/v1', EMBEDDINGS_MODEL: 'built-in' },
      want: 'built-in',
    },
  ])('given $name should give the model of $want', ({ given, want }) => {
    expect(configuredEmbeddings(given)?.model).toBe(want);
  });

  it("given a provider's model without a URL should refuse to start, naming both ways", () => {
    expect(() => configuredEmbeddings({ EMBEDDINGS_MODEL: 'text-embedding-3-small' })).toThrow(
      /EMBEDDINGS_URL.*'built-in'/,
    );
  });
});

describe('cosineSimilarity', () => {
  it.each([
    {
      given: [
        [1, 0],
        [1, 0],
      ],
      want: 1,
    },
    {
      given: [
        [1, 0],
        [0, 1],
      ],
      want: 0,
    },
    {
      given: [
        [1, 1],
        [-1, -1],
      ],
      want: -1,
    },
    {
      given: [
        [0, 0],
        [1, 0],
      ],
      want: 0,
    },
    {
      given: [
        [3, 4],
        [6, 8],
      ],
      want: 1,
    },
  ])('given $given should be $want', ({ given, want }) => {
    expect(cosineSimilarity(given[0] as number[], given[1] as number[])).toBeCloseTo(want, 12);
  });
});
