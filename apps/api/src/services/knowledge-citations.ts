import type { KnowledgePassage } from '@taskwell/api-sdk';
import type { PhrasingContent } from 'mdast';
import { readingText, textUnits } from '../text/sentence-units.ts';
import { link } from './markdown.ts';

/** The part of a document a citation points at: its page and the characters of that page's text. */
export interface CitedRange {
  /** The document's id. */
  documentId: string;
  /** The document's title (its file name, or the name given to a pasted text). */
  documentTitle: string;
  /** The page, from 1. */
  page: number;
  /** Where the cited text starts in the page's text. */
  start: number;
  /** Where it ends (excluded). */
  end: number;
}

/**
 * The studio's address of a cited range: the document's view at that page, with the range
 * highlighted (issue 28: "a cited passage in a result links to the document at that place").
 * Relative, so the link stays within the studio that shows the result.
 */
export function citationUrl(range: CitedRange): string {
  const query = new URLSearchParams({ page: String(range.page), start: String(range.start), end: String(range.end) });
  return `/knowledge/documents/${encodeURIComponent(range.documentId)}?${query.toString()}`;
}

/** How a citation reads: the document's title and page ("Handbook.pdf, p. 3"). */
export function citationLabel(range: Pick<CitedRange, 'documentTitle' | 'page'>): string {
  return `${range.documentTitle}, p. ${range.page}`;
}

/** A citation as a markdown link, reading `label` (default the title and page). */
export function citationLink(range: CitedRange, label: string = citationLabel(range)): PhrasingContent {
  return link(citationUrl(range), label);
}

/** One sentence of a passage, with its place in the passage's page. */
export interface PassageSentence {
  /** The sentence, as it is in the page. */
  text: string;
  /** Where it starts in the page's text. */
  start: number;
  /** Where it ends (excluded). */
  end: number;
}

/**
 * The sentences of a passage (`textUnits`: whole sentences across line breaks, never cut inside a
 * figure, a section number or an abbreviation), each with its offsets in the page (the passage's
 * `text` is the page's text from `start` to `end`, so a sentence's offsets are the passage's plus
 * its own). Offsets exclude surrounding white space, so a citation highlights exactly the quoted words.
 */
export function passageSentences(passage: Pick<KnowledgePassage, 'text' | 'start'>): PassageSentence[] {
  return textUnits(passage.text)
    .filter((unit) => /[\p{L}\p{N}]/u.test(passage.text.slice(unit.start, unit.end)))
    .map((unit) => ({
      text: passage.text.slice(unit.start, unit.end),
      start: passage.start + unit.start,
      end: passage.start + unit.end,
    }));
}

/** A passage's text on one line, as it reads (line breaks as spaces, line-end hyphens joined), for quoting in a result. */
export function quoted(text: string): string {
  return readingText(text);
}
