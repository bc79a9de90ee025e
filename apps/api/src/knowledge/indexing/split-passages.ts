// Passages of a document (issue 28, decision 110): sentences packed into passages of about
// `min` to `max` characters, a paragraph's end preferred as a cut once `min` is reached, a short
// tail of the previous passage repeated at the start of the next (the overlap) so a fact that
// straddles a cut is found whole in one of them. A passage never crosses a page: a citation is
// one page and two offsets in that page's text.

/** One passage: where it is, and its text (always `pages[page - 1].slice(start, end)`). */
export interface Passage {
  /** The page, from 1. */
  page: number;
  /** Where it starts in the page's text. */
  start: number;
  /** Where it ends (excluded). */
  end: number;
  text: string;
}

/** How passages are cut. */
export interface SplitOptions {
  /** A passage is closed at a paragraph's end once it is this long. */
  min?: number;
  /** No passage is longer (a longer sentence is cut between words). */
  max?: number;
  /** The longest tail of one passage repeated at the start of the next. */
  overlap?: number;
}

/** A stretch of a page: a sentence, or a piece of one too long for a passage. */
interface Unit {
  start: number;
  end: number;
  /** True when a blank line comes before it (a new paragraph). */
  paragraph: boolean;
}

// A sentence ends with . ! or ? (and a closing quote or bracket) before white space; a blank
// line ends a paragraph.
const separator = /\n[ \t\r]*\n\s*|(?<=[.!?]["')\]\u2019\u201d]?)\s+/g;

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
    pieces.push({ start, end: pieceEnd, paragraph });
    paragraph = false;
    start = cut;
    while (start < unit.end && isSpace(text[start])) start += 1;
  }
  if (start < unit.end) pieces.push({ start, end: unit.end, paragraph });
  return pieces;
}

/** The sentences of a page, trimmed, as offsets into it. */
export function sentenceUnits(text: string, max: number): Unit[] {
  const units: Unit[] = [];
  let from = 0;
  let paragraph = true;
  const push = (end: number, nextParagraph: boolean) => {
    let start = from;
    let stop = end;
    while (start < stop && isSpace(text[start])) start += 1;
    while (stop > start && isSpace(text[stop - 1])) stop -= 1;
    if (stop > start) {
      units.push(...cutLong(text, { start, end: stop, paragraph }, max));
      paragraph = nextParagraph;
    } else {
      paragraph ||= nextParagraph;
    }
  };
  for (const match of text.matchAll(separator)) {
    push(match.index, match[0].includes('\n\n') || /\n[ \t\r]*\n/.test(match[0]));
    from = match.index + match[0].length;
  }
  push(text.length, false);
  return units;
}

/**
 * Splits pages into passages: every passage lies in one page and its text is exactly the page's
 * text between its offsets.
 */
export function splitPassages(pages: readonly string[], options: SplitOptions = {}): Passage[] {
  const min = options.min ?? 600;
  const max = options.max ?? 1000;
  const overlap = options.overlap ?? 150;
  const passages: Passage[] = [];
  pages.forEach((text, index) => {
    const units = sentenceUnits(text, max);
    let first = 0;
    while (first < units.length) {
      const start = (units[first] as Unit).start;
      let last = first;
      while (last + 1 < units.length) {
        const next = units[last + 1] as Unit;
        if (next.end - start > max) break;
        if (next.paragraph && (units[last] as Unit).end - start >= min) break;
        last += 1;
      }
      const end = (units[last] as Unit).end;
      passages.push({ page: index + 1, start, end, text: text.slice(start, end) });
      if (last + 1 >= units.length) break;
      // The next passage starts with the last sentences of this one that fit in the overlap,
      // never at this one's start (it always moves on) and never across a paragraph's end.
      let next = last + 1;
      while (next - 1 > first && !(units[next] as Unit).paragraph && end - (units[next - 1] as Unit).start <= overlap) {
        next -= 1;
      }
      first = next;
    }
  });
  return passages;
}
