import type { SkippedRange } from '../../text/sentence-units.ts';

// A document's running headers and footers (issue 43, decision 125): the lines near the top or
// the bottom of its pages that repeat on many of them once their numbers are set aside ("Supplier
// Code of Conduct", "MSA No. BWL-2026-014 - Confidential - Page 3 of 3"), and page numbers alone
// ("7", "Page 7", "- 7 -", "7 / 12"). They stay in the page's text (it is shown as read) and are
// kept out of passages, where they would match any question that shares a word with them.

/** How many lines at each end of a page may be a header or a footer. */
export const edgeLines = 3;
/** The share of a document's pages (at least two) a line must repeat on to be a running one. */
export const runningShare = 0.5;

interface Line {
  start: number;
  end: number;
  key: string;
}

/** A line compared across pages: lower case, numbers as '#', spaces collapsed. */
function keyOf(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

const pageNumber = /^(?:page\s*)?[-–—(\s]*#[-–—)\s]*(?:(?:of|\/)\s*#)?$/;

/**
 * The lines with text at each end of a page, with their offsets; a line whose key is on the page
 * more than once is none of them (a running line is on each page once; a repeated pattern of the
 * body is not one).
 */
function edgesOf(text: string): Line[] {
  const lines: Line[] = [];
  let from = 0;
  for (const piece of text.split('\n')) {
    const trimmed = piece.trim();
    if (trimmed !== '') {
      const start = from + piece.indexOf(trimmed);
      lines.push({ start, end: start + trimmed.length, key: keyOf(trimmed) });
    }
    from += piece.length + 1;
  }
  const times = new Map<string, number>();
  for (const line of lines) times.set(line.key, (times.get(line.key) ?? 0) + 1);
  const edges = lines.length <= 2 * edgeLines ? lines : [...lines.slice(0, edgeLines), ...lines.slice(-edgeLines)];
  return edges.filter((line) => times.get(line.key) === 1);
}

/**
 * The running lines of each page of a document: ranges of its text to keep out of passages. A
 * line at one of a page's ends is running when the same line (numbers aside) is at an end of at
 * least half of the document's pages, two at least, or when it is a page number.
 */
export function runningLines(pages: readonly string[]): SkippedRange[][] {
  const edges = pages.map(edgesOf);
  const pagesWith = new Map<string, number>();
  for (const lines of edges) {
    for (const key of new Set(lines.map((line) => line.key))) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(pages.length * runningShare));
  return edges.map((lines) =>
    lines
      .filter(
        (line) =>
          (pageNumber.test(line.key) && (pages.length >= 2 || line.key.startsWith('page'))) ||
          (pages.length >= 2 && (pagesWith.get(line.key) ?? 0) >= needed),
      )
      .map(({ start, end }) => ({ start, end })),
  );
}

/**
 * What a document's running lines say, once each: their words without numbers ("Master Services
 * Agreement - Harlow & Pike Retail Ltd", "MSA No. BWL- - - Confidential - Page of"). Indexed with
 * each passage as the title is, it tells what the whole document is about without being a passage
 * of its own.
 */
export function runningContext(pages: readonly string[], running: readonly SkippedRange[][]): string {
  const seen = new Map<string, string>();
  running.forEach((ranges, index) => {
    for (const range of ranges) {
      const text = (pages[index] ?? '').slice(range.start, range.end);
      const key = keyOf(text);
      if (!pageNumber.test(key) && !seen.has(key)) seen.set(key, text.replace(/\d+/g, ' ').replace(/\s+/g, ' ').trim());
    }
  });
  return [...seen.values()].join('\n');
}
