// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faqs } from '../pages/faq/faq-content.ts';
import { siteKnowledge, siteKnowledgeFile, siteKnowledgeText } from './site-knowledge.ts';

describe("the Digital Advisor's knowledge of the site", () => {
  it('should hold every FAQ answer, each passage once', () => {
    const { documents } = siteKnowledge();
    for (const faq of faqs)
      expect(documents).toContainEqual(expect.objectContaining({ title: faq.question, text: faq.answer }));
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  it('should be what the API answers from (run `pnpm --filter @taskwell/marketing generate` if not)', () => {
    expect(readFileSync(siteKnowledgeFile, 'utf8')).toBe(siteKnowledgeText());
  });
});
