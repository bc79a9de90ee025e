import { describe, expect, it } from 'vitest';
import { checkText } from './check-text.ts';
import { readerText, sourceRange } from './reader-text.ts';

describe('checkText', () => {
  it.each([
    {
      given: 'plain text',
      text: 'Please send it to the chairman by Friday.',
      type: 'text/plain',
      want: 'chairman',
    },
    {
      given: 'a phrase in bold markdown',
      text: '# Update\n\nPlease send it to **the chairman** by Friday.',
      type: 'text/markdown',
      want: 'chairman',
    },
    {
      given: 'a continued list item',
      text: '- First point\n  then the chairman\n  signs it.',
      type: 'text/markdown; charset=utf-8',
      want: 'chairman',
    },
    {
      given: 'an escaped character before the phrase',
      text: 'Costs \\*fell\\*; the chairman agreed.',
      type: 'text/markdown',
      want: 'chairman',
    },
  ])('should point at exactly the phrase in the item’s text, given $given', async ({ text, type, want }) => {
    const [finding, ...others] = await checkText(text, type);
    expect(others).toEqual([]);
    expect(finding?.phrase).toBe(want);
    expect(text.slice(finding?.start, finding?.end)).toBe(want);
    expect(finding?.why).toMatch(/gender/);
    expect(finding?.why).not.toMatch(/https?:/);
    expect(finding?.suggestions).toContain('chair');
  });

  it('should flag "he or she" once and leave code and addresses of markdown alone', async () => {
    const text = 'Each member may vote if he or she wishes.\n\n`chairman` and <https://example.com/chairman>';
    const findings = await checkText(text, 'text/markdown');
    expect(findings.map((finding) => text.slice(finding.start, finding.end))).toEqual(['he or she']);
  });

  it('should find nothing in a clean text', async () => {
    expect(await checkText('The team cut the time to a first order from nine days to four.', 'text/plain')).toEqual([]);
  });
});

describe('readerText', () => {
  it('should keep blocks apart and map a range of the reader’s text back to the source', () => {
    const source = '## Title\n\nA *short* line.';
    const reader = readerText(source);
    expect(reader.text).toBe('Title\n\nA short line.');
    const start = reader.text.indexOf('short');
    expect(sourceRange(reader, start, start + 'short line'.length)).toEqual({
      start: source.indexOf('short'),
      end: source.indexOf('line') + 4,
    });
    expect(sourceRange(reader, 5, 7)).toBeNull();
  });
});
