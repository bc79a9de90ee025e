// The units a page of a document is read and cited in (issue 43, decision 125): whole sentences,
// read across the line breaks and the line-end hyphens of a PDF's text, and lines that stand on
// their own (headings, table rows, list items). A sentence ends at ".", "!" or "?" (and a closing
// quote or bracket) before white space and a word that can start one; never inside a number
// ("£4.50", "37.5", "4.2", "v2.1": no white space follows their stop), after an abbreviation that
// does not end sentences ("e.g.", "No. 5", "Mr.") or after an initial. Offsets are the page's own,
// so a unit's text is always `text.slice(start, end)`.

/** A stretch of a page: a sentence, or a line that stands on its own. */
export interface TextUnit {
  start: number;
  end: number;
  /** `line`: a heading, a table row or a list item, which holds no sentence end of its own. */
  kind: 'sentence' | 'line';
  /** True for the first unit of a block of text (after a blank line, a skipped line or a heading). */
  opensBlock: boolean;
}

/** A range of the page to leave out (a running header or footer): it also ends a block. */
export interface SkippedRange {
  start: number;
  end: number;
}

/** Abbreviations after which a stop never ends a sentence, whatever follows (lower case, no final stop). */
const neverEnding = new Set(
  'mr mrs ms dr prof st no nos vs cf fig figs sec secs art arts ref refs approx incl dept est e.g i.e eg ie viz al para paras cl p pp ch vol tel ext'.split(
    ' ',
  ),
);

/** What may start a sentence: a capital, a digit, an opening quote or bracket, a currency sign. */
const opener = /[\p{Lu}\p{N}"'([“‘£$€]/u;
/**
 * Where a sentence may end: its stop, any closing quotes or brackets, and the reference marks that
 * belong to it ("… ethnic group. [2][3]" in a text taken from an encyclopaedia); white space after.
 */
const stop = /[.!?]+["')\]’”]*(?:\s?(?:\[\d{1,3}\])+)?(?=\s)/g;
/** A sentence's reference marks after its stop. */
const referenceMarks = /\s?(?:\[\d{1,3}\])+$/;

interface Line {
  start: number;
  end: number;
  text: string;
}

/** The lines of a page, trimmed, with their offsets; blank lines are kept as empty ones. */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let from = 0;
  for (;;) {
    const next = text.indexOf('\n', from);
    const to = next === -1 ? text.length : next;
    let start = from;
    let end = to;
    while (start < end && /\s/.test(text[start] ?? '')) start += 1;
    while (end > start && /\s/.test(text[end - 1] ?? '')) end -= 1;
    lines.push({ start, end, text: text.slice(start, end) });
    if (next === -1) break;
    from = next + 1;
  }
  return lines;
}

/** True when the stop at `at` (the index of "." "!" or "?") cannot end a sentence. */
function insideSentence(text: string, at: number): boolean {
  if (text[at] !== '.') return false;
  let from = at;
  while (from > 0 && !/\s/.test(text[from - 1] ?? '')) from -= 1;
  const token = text
    .slice(from, at)
    .replace(/^[("'“‘[]+/, '')
    .toLowerCase();
  if (neverEnding.has(token)) return true;
  // An initial ("J. Smith") or an abbreviation spelt with stops ("e.g", "i.e") not ending the text.
  if (/^\p{Lu}$/u.test(text.slice(from, at).replace(/^[("'“‘[]+/, ''))) return true;
  return false;
}

/** The ends of the sentences of `text` between `start` and `end` (the last one is `end`). */
function sentenceEnds(text: string, start: number, end: number): number[] {
  const ends: number[] = [];
  const stretch = text.slice(start, end);
  for (const match of stretch.matchAll(stop)) {
    const close = start + match.index + match[0].length;
    let next = close;
    while (next < end && /\s/.test(text[next] ?? '')) next += 1;
    if (next >= end) break;
    if (!opener.test(text[next] ?? '')) continue;
    const lastStop = start + match.index + match[0].replace(referenceMarks, '').replace(/["')\]’”]+$/, '').length - 1;
    if (insideSentence(text, lastStop)) continue;
    ends.push(close);
  }
  ends.push(end);
  return ends;
}

const endsSentence = (line: string) => /[.!?]["')\]’”]*$/.test(line);
const endsOpen = (line: string) => /[,;:(&–—]$/.test(line) || /\p{Ll}-$/u.test(line);
const joiningWords =
  /\s(?:the|a|an|of|to|in|into|for|and|or|but|nor|by|with|on|at|from|under|over|as|is|are|was|were|be|been|that|which|than|per|via|its|their|our|your|his|her|both|either|neither|not|also|such|more|most|less)$/i;
const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length;

/**
 * Whether a line runs on into the next one of its block: a line ending in a stop, a comma or a
 * line-end hyphen, or followed by a line that starts in lower case, does. A line without either,
 * followed by one that could start a sentence, runs on only when it was wrapped: when the next
 * line's first word would not have fitted after it within the width of the lines around it
 * (counted in characters; more loosely for a line ending on a joining word). Else it stands on
 * its own: a heading, a table row, a list item.
 */
function runsOn(block: readonly Line[], index: number): boolean {
  const line = block[index] as Line;
  const next = block[index + 1] as Line;
  if (endsSentence(line.text) || endsOpen(line.text)) return true;
  // A clause's number wrapped onto a line of its own ("1.3") belongs to the text after it.
  if (/^\d+(?:\.\d+)*\.?$/.test(line.text)) return true;
  if (!opener.test(next.text[0] ?? '')) return true;
  // A short numbered line is a heading ("2 Signing in"); else a heading or a row never ends on an
  // article, a preposition or a conjunction.
  if (/^\d+(?:\.\d+)*\.?\s+\S/.test(line.text) && wordCount(line.text) <= 5) return false;
  const width = Math.max(...block.slice(Math.max(0, index - 4), index + 5).map((each) => each.text.length));
  const firstWord = next.text.split(/\s/)[0] ?? '';
  const filled = line.text.length + 1 + firstWord.length;
  // Character counts stand for widths: a proportional font makes them a tenth out either way. A
  // line ending on an article, a preposition or a conjunction was wrapped even when it looks
  // shorter than that, but not when it is far shorter than the lines around it: a table's header
  // row ends on "for" as well ("Record Kept for").
  // A column's lines are narrower than the page's around them: a line of six words or more, as long
  // as the next one, was wrapped in its column ("… retailers rose by" / "14%, and …").
  if (joiningWords.test(line.text))
    return filled > width * 0.6 || (wordCount(line.text) >= 6 && line.text.length >= next.text.length * 0.8);
  return filled > width * 0.9;
}

/** The units of a page's text, in order, leaving out the skipped ranges. */
export function textUnits(text: string, skipped: readonly SkippedRange[] = []): TextUnit[] {
  const lines = linesOf(text);
  const isSkipped = (line: Line) => skipped.some((range) => line.start < range.end && line.end > range.start);
  // Blocks: runs of lines with text, ended by a blank or a skipped line.
  const blocks: Line[][] = [];
  let current: Line[] = [];
  for (const line of lines) {
    if (line.text === '' || isSkipped(line)) {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) blocks.push(current);

  const units: TextUnit[] = [];
  for (const block of blocks) {
    let opensBlock = true;
    let runStart = 0;
    const emitRun = (from: number, to: number) => {
      let at = (block[from] as Line).start;
      for (const end of sentenceEnds(text, at, (block[to] as Line).end)) {
        let start = at;
        while (start < end && /\s/.test(text[start] ?? '')) start += 1;
        if (end > start) units.push({ start, end, kind: 'sentence', opensBlock });
        opensBlock = false;
        at = end;
      }
    };
    for (let index = 0; index < block.length; index += 1) {
      const line = block[index] as Line;
      const next = block[index + 1];
      if (next && runsOn(block, index)) continue;
      // A line of its own after a sentence's end (a heading, a table's first row) is a unit of its
      // own, not the end of the run before it.
      const previous = block[index - 1];
      if (runStart < index && previous && endsSentence(previous.text) && !endsSentence(line.text)) {
        emitRun(runStart, index - 1);
        runStart = index;
      }
      if (runStart === index && !endsSentence(line.text)) {
        units.push({ start: line.start, end: line.end, kind: 'line', opensBlock });
        // The text after a heading opens a block of its own.
        opensBlock = wordCount(line.text) <= 12;
      } else {
        emitRun(runStart, index);
      }
      runStart = index + 1;
    }
  }
  return units;
}

/**
 * A stretch of a page as it reads: a word broken by a hyphen at a line end joined again, and line
 * breaks read as spaces ("employ-\nees" reads "employees"). For indexing and for showing a quote
 * on one line; citations keep the page's own offsets.
 */
export function readingText(text: string): string {
  return text
    .replace(/(\p{Ll})-[ \t]*\n[ \t]*(\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
