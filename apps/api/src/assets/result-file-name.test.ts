import { describe, expect, it } from 'vitest';
import { extensionOf, resultFileName } from './result-file-name.ts';

describe('resultFileName', () => {
  it.each([
    { given: { name: 'Answer', extension: 'md' }, want: 'Answer.md' },
    { given: { name: 'Résumé draft', extension: 'txt' }, want: 'Résumé draft.txt' },
    { given: { name: '  ../secret/Plan  ', extension: 'txt' }, want: 'secret Plan.txt' },
    { given: { name: 'a\u0000b:c*d', extension: 'png' }, want: 'a b c d.png' },
    { given: { name: '///', extension: 'md' }, want: 'result.md' },
    { given: { name: 'x'.repeat(300), extension: 'md' }, want: `${'x'.repeat(100)}.md` },
  ])('should name "$given.name" $want', ({ given, want }) => {
    expect(resultFileName(given.name, given.extension)).toBe(want);
  });
});

describe('extensionOf', () => {
  it.each([
    { given: 'answer-step.md', want: 'md' },
    { given: 'archive.tar.gz', want: 'gz' },
    { given: 'no-extension', want: 'bin' },
    { given: '.hidden', want: 'bin' },
    { given: 'trailing.', want: 'bin' },
  ])('should read $want from "$given"', ({ given, want }) => {
    expect(extensionOf(given)).toBe(want);
  });
});
