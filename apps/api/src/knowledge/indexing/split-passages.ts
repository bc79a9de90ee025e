import { readingText, type SkippedRange, textUnits } from '../../text/sentence-units.ts';
import { runningContext, runningLines } from './running-lines.ts';

// Passages of a document (issue 28, decisions 110 and 125): whole sentences and lines of their own
// packed into passages of about `min` to `max` characters, a block's start (a heading, a new
// paragraph) preferred as a cut once `min` is reached, a short tail of the previous passage
// repeated at the start of the next (the overlap) so a fact that straddles a cut is found whole in
// one of them. A passage never crosses a page: a citation is one page and two offsets in that
// page's text. Running headers and footers are in no passage.

/** One passage: where it is, and its text (always `pages[page - 1].slice(start, end)`). */
export interface Passage {
  /** The page, from 1. */
  page: number;
  /** Where it starts in the page's text. */
  start: number;
  /** Where it ends (excluded). */
  end: number;
  text: string;
  /**
   * What it is indexed by: the document's title, the heading it falls under and its text as it
   * reads (across line breaks and line-end hyphens).
   */
  indexText: string;
}

/** How passages are cut. */
export interface SplitOptions {
  /** A passage is closed at a block's start (after a heading or a blank line) once it is this long. */
  min?: number;
  /** No passage is longer (a longer sentence is cut between words). */
  max?: number;
  /** The longest tail of one passage repeated at the start of the next. */
  overlap?: number;
  /** The document's title, indexed with each of its passages. */
  title?: string;
}

/** A stretch of a page: a sentence or a line of its own, or a piece of a sentence too long for a passage. */
interface Unit {
  start: number;
  end: number;
  /** True when it opens a block (a new paragraph, the text after a heading). */
  paragraph: boolean;
  /** A short line of its own that text follows: the heading of what comes after it. */
  heading: boolean;
}

function isSpace(character: string | undefined): boolean {
  return character !== undefined && /\s/.test(character);
}

/** A unit longer than `max` in pieces of at most `max`, cut at the last white space that fits. */
function cutLong(text: string, unit: Unit, max: number): Unit[] {
  const pieces: Unit[] = [];
  let start = unit.start;
  let paragraph = unit.paragraph;
  while (unit.end - start > max) {
    let cut = start + max;
    while (cut > start && !isSpace(text[cut])) cut -= 1;
    if (cut === start) {
      cut = start + max;
      // Never between the halves of a surrogate pair.
      if (/[\uDC00-\uDFFF]/.test(text[cut] ?? '')) cut -= 1;
    }
    let pieceEnd = cut;
    while (pieceEnd > start && isSpace(text[pieceEnd - 1])) pieceEnd -= 1;
    pieces.push({ start, end: pieceEnd, paragraph, heading: false });
    paragraph = false;
    start = cut;
    while (start < unit.end && isSpace(text[start])) start += 1;
  }
  if (start < unit.end) pieces.push({ start, end: unit.end, paragraph, heading: unit.heading });
  return pieces;
}

/**
 * The units of a page (`textUnits`: whole sentences across line breaks, lines of their own), its
 * running lines left out, each longer than `max` cut between words.
 */
export function sentenceUnits(text: string, max: number, skipped: readonly SkippedRange[] = []): Unit[] {
  const units = textUnits(text, skipped);
  return units.flatMap((unit, index) => {
    const next = units[index + 1];
    const heading = unit.kind === 'line' && next !== undefined && next.kind === 'sentence' && next.opensBlock;
    return cutLong(text, { start: unit.start, end: unit.end, paragraph: unit.opensBlock, heading }, max);
  });
}

/**
 * A passage is closed at a block's start once it is this long (characters), and is never longer
 * than `passageMax` (decision 213: 900 and 1,500 found the answer's passage more often than 600
 * and 1,000 on both business sets, and no less on the public sets but one question).
 */
export const passageMin = 900;
export const passageMax = 1500;

/**
 * Splits pages into passages of whole units: every passage lies in one page and its text is
 * exactly the page's text between its offsets. A document of several pages has its running
 * headers, footers and page numbers (`runningLines`) kept out of every passage.
 */
export function splitPassages(pages: readonly string[], options: SplitOptions = {}): Passage[] {
  const min = options.min ?? passageMin;
  const max = options.max ?? passageMax;
  const overlap = options.overlap ?? 150;
  const running = runningLines(pages);
  const about = [options.title ?? '', runningContext(pages, running)].filter(Boolean).join('\n');
  const passages: Passage[] = [];
  let heading = '';
  pages.forEach((text, index) => {
    const units = sentenceUnits(text, max, running[index]);
    let first = 0;
    while (first < units.length) {
      const start = (units[first] as Unit).start;
      let last = first;
      while (last + 1 < units.length) {
        const next = units[last + 1] as Unit;
        if (next.end - start > max) break;
        if ((next.paragraph || next.heading) && (units[last] as Unit).end - start >= min) break;
        last += 1;
      }
      const end = (units[last] as Unit).end;
      const passageText = text.slice(start, end);
      const context = [about, (units[first] as Unit).heading ? '' : heading].filter(Boolean);
      passages.push({
        page: index + 1,
        start,
        end,
        text: passageText,
        indexText: [...context, readingText(passageText)].join('\n'),
      });
      for (const unit of units.slice(first, last + 1)) {
        if (unit.heading) heading = readingText(text.slice(unit.start, unit.end));
      }
      if (last + 1 >= units.length) break;
      // The next passage starts with the last sentences of this one that fit in the overlap,
      // never at this one's start (it always moves on) and never across a block's start.
      let next = last + 1;
      while (next - 1 > first && !(units[next] as Unit).paragraph && end - (units[next - 1] as Unit).start <= overlap) {
        next -= 1;
      }
      first = next;
    }
  });
  return passages;
}
