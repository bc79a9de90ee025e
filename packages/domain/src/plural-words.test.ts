import { describe, expect, it } from 'vitest';
import { pluralWords } from './plural-words.ts';

describe('pluralWords', () => {
  const sentences = { one: 'the score of its one sentence', other: "the average of its # sentences' scores" };
  it.each([
    { count: 0, forms: sentences, want: "the average of its 0 sentences' scores" },
    { count: 1, forms: sentences, want: 'the score of its one sentence' },
    { count: 2, forms: sentences, want: "the average of its 2 sentences' scores" },
    { count: 1_500, forms: { one: '# task', other: '# tasks' }, want: '1,500 tasks' },
    { count: 1, forms: { one: '# task shown', other: '# tasks shown' }, want: '1 task shown' },
    { count: -1, forms: { one: '# credit', other: '# credits' }, want: '-1 credit' },
  ])('$count should read "$want"', ({ count, forms, want }) => {
    expect(pluralWords(count, forms)).toBe(want);
  });
});
