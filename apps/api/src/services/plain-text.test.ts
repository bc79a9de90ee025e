import { describe, expect, it } from 'vitest';
import { markdownToPlainText, plainTextOf } from './plain-text.ts';
import { textValue } from './service-test-values.ts';

describe('markdownToPlainText', () => {
  it.each([
    { given: '# Title\nBody text.', want: 'Title\n\nBody text.' },
    { given: '**Bold** and _italic_ and `code`.', want: 'Bold and italic and code.' },
    { given: '- one\n- two', want: 'one\n\ntwo' },
    { given: '[a link](https://example.com) here', want: 'a link here' },
    { given: '![a chart](chart.png)', want: 'a chart' },
    { given: 'one\n\n---\n\ntwo', want: 'one\n\ntwo' },
    { given: '', want: '' },
  ])('given $given should read "$want"', ({ given, want }) => {
    expect(markdownToPlainText(given)).toBe(want);
  });
});

describe('plainTextOf', () => {
  it('given plain text should keep its characters, with Windows line ends made \\n', () => {
    expect(plainTextOf(textValue('  **not markdown**\r\nnext  '))).toBe('**not markdown**\nnext');
  });

  it('given markdown with a charset parameter should still read it as markdown', () => {
    expect(plainTextOf({ contentType: 'text/markdown; charset=utf-8', bytes: Buffer.from('# Hi') })).toBe('Hi');
  });
});
