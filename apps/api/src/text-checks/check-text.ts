import type { StoredFinding } from '../db/check-schema.ts';
import { findBias } from '../services/text-bias.ts';
import { readerText, sourceRange } from './reader-text.ts';

/** The most of a text that is checked (the bias service's own limit). */
export const checkedCharacters = 200_000;

/** The most findings kept of one text (the contract's limit). */
export const keptFindings = 500;

/** Whether results of this content type are checked: text a person reads (markdown or plain). */
export function isCheckedType(contentType: string): boolean {
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'text/markdown' || base === 'text/plain';
}

/**
 * The inclusive-language check of a text result (issue 28), with `findBias` of the services.
 * Plain text is checked as it is. Markdown is checked as a reader sees it (no markup, code or
 * addresses), and each finding's start and end point back into the markdown source, the item's
 * text, so the studio marks exactly the phrase in what it renders from that source.
 */
export async function checkText(text: string, contentType: string): Promise<StoredFinding[]> {
  const source = text.slice(0, checkedCharacters);
  const markdown = contentType.split(';')[0]?.trim().toLowerCase() === 'text/markdown';
  const reader = markdown ? readerText(source) : undefined;
  const findings = await findBias(reader ? reader.text : source);
  const kept: StoredFinding[] = [];
  for (const finding of findings) {
    const range = reader ? sourceRange(reader, finding.start, finding.end) : { start: finding.start, end: finding.end };
    if (!range || range.end <= range.start) continue;
    kept.push({
      phrase: finding.phrase,
      start: range.start,
      end: range.end,
      why: finding.why,
      suggestions: finding.suggestions,
      ...(finding.category ? { category: finding.category } : {}),
    });
    if (kept.length === keptFindings) break;
  }
  return kept;
}
