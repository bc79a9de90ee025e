import { describe, expect, it } from 'vitest';
import { cosineSimilarity, loadEmbeddingsSettings } from './embeddings.ts';

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
