import { describe, expect, it } from 'vitest';
import { textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';
import { textKeywordsService } from './text-keywords.ts';

// "extraction" occurs five times, "term" three ("terms" shares its stem), "terminology" twice (once capitalised at a
// sentence start), "glossary" once: their ranks must follow.
const crafted =
  'Terminology mining, term extraction, term recognition, or glossary extraction, is a subtask of ' +
  'information extraction. The goal of terminology extraction is to extract relevant terms from a ' +
  'given corpus. Extraction quality matters.';

async function keywordsOf(text: string, contentType?: 'text/markdown') {
  return textKeywordsService.run({ text: textValue(text, contentType) }, serviceContext());
}

describe('text.keywords', () => {
  it('given a crafted text should rank its keywords by how often they occur', async () => {
    const output = await keywordsOf(crafted);
    const keywords = output.facts?.keywords as string[];
    expect(keywords.slice(0, 3)).toEqual(['extraction', 'term', 'terminology']);
    expect(keywords).toContain('glossary');
    expect(keywords.indexOf('glossary')).toBeGreaterThan(2);
    const counts = output.facts?.counts as number[];
    expect(counts.slice(0, 3)).toEqual([5, 3, 2]);
  });

  it('given a crafted text should list key phrases of two or more words', async () => {
    const output = await keywordsOf(crafted);
    const phrases = output.facts?.keyphrases as string[];
    expect(phrases[0]).toBe('term extraction');
    expect(phrases).toContain('terminology extraction');
    for (const phrase of phrases) expect(phrase).toMatch(/\s/);
  });

  it('should write a numbered markdown list of the keywords', async () => {
    const output = await keywordsOf(crafted);
    expect(output.contentType).toBe('text/markdown');
    expect(output.source).toBe('Keywords');
    const markdown = textOf(output);
    expect(markdown).toMatch(/^## Keywords\n\n1\. \*\*extraction\*\* \(5 times\)\n2\. \*\*term\*\* \(3 times\)/);
    expect(markdown).toContain('## Key phrases\n\n- term extraction');
  });

  it('given a name the text always capitalises should keep its capital', async () => {
    const output = await keywordsOf('Paris is large. Paris has museums. Visitors love Paris in spring.');
    expect(output.facts?.keywords).toContain('Paris');
  });

  it('given text with no words should refuse', async () => {
    await expect(keywordsOf('42 17 !!! ...')).rejects.toThrow('The text has no words to find keywords in.');
  });
});
