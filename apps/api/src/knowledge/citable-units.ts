import { readingText, type TextUnit, textUnits } from '../text/sentence-units.ts';

// The units of a passage an answer may quote (issue 43, acceptance 3; decision 162): its
// sentences, the rows of its tables and lines that stand alone, never a heading, a title or a
// table's header row. A row is read with its table's header row ("Standard 2 working days £4.50"
// answers "the price of the Standard service" through the header "Service Delivery time Price per
// parcel"), but cited alone, so that a citation is always one whole unit of the page.

/** A unit a citation may quote: its place in the passage, and the text it is read with. */
export interface CitableUnit {
  start: number;
  end: number;
  /** What the unit is matched against a question by: its own text, a table row's header row before it. */
  reading: string;
}

/** A numbered heading ("2 Retention periods", "4.1 Levels"): a number, then a few words. */
const numberedHeading = (line: string) => /^\d+(?:\.\d+)*\.?\s+\S/.test(line) && line.split(/\s+/).length <= 6;

/**
 * The citable units of a passage's text. Runs of lines (units of kind `line` one after another)
 * are read as follows: a line the passage holds twice is a running title, not content; everything
 * up to the run's last heading (a numbered one, or a last line without a figure before a new
 * block of sentences) is a title or a heading, except that a run right after a sentence whose last
 * line is that heading keeps its other lines (a table closed by the next section's heading); of
 * what remains, a single line is a line of its
 * own when a sentence of the same block follows it (else a heading, or at the passage's end the
 * heading or header row of the next passage's text); two or more lines are a table, its first
 * line the header row (not cited) and every other one a row read with it.
 */
export function citableUnits(text: string): CitableUnit[] {
  const units = textUnits(text);
  const lineText = (unit: TextUnit) => readingText(text.slice(unit.start, unit.end));
  const seen = new Map<string, number>();
  for (const unit of units) {
    if (unit.kind === 'line') seen.set(lineText(unit), (seen.get(lineText(unit)) ?? 0) + 1);
  }
  const cited: CitableUnit[] = [];
  let index = 0;
  while (index < units.length) {
    const unit = units[index] as TextUnit;
    if (unit.kind === 'sentence') {
      cited.push({ start: unit.start, end: unit.end, reading: lineText(unit) });
      index += 1;
      continue;
    }
    const afterSentence = units[index - 1]?.kind === 'sentence';
    const run: TextUnit[] = [];
    while (index < units.length && (units[index] as TextUnit).kind === 'line') {
      run.push(units[index] as TextUnit);
      index += 1;
    }
    const next = units[index];
    const kept = run.filter((line) => (seen.get(lineText(line)) ?? 0) < 2);
    // A run's last line before a new block of sentences is its heading when it holds no figure
    // (a table's last row before a paragraph holds one, most often).
    const opensNext = next?.kind === 'sentence' && next.opensBlock;
    const last = kept.at(-1);
    const headed = opensNext && last !== undefined && !/\p{N}/u.test(lineText(last)) ? kept.length - 1 : -1;
    let lastHeading = Math.max(
      kept.findLastIndex((line) => numberedHeading(lineText(line))),
      headed,
    );
    // Lines right after a paragraph that end on the next section's heading are a table (or a line)
    // of that paragraph, not a title block: "…in the table below." then its rows, then "6 CCTV".
    const closedByHeading = afterSentence && kept.length > 1 && lastHeading === kept.length - 1;
    if (closedByHeading) lastHeading = kept.slice(0, -1).findLastIndex((line) => numberedHeading(lineText(line)));
    const rest = kept.slice(lastHeading + 1, closedByHeading ? -1 : undefined);
    if (rest.length === 1) {
      const only = rest[0] as TextUnit;
      // A line alone before a new block is its heading; at the passage's end, the heading or
      // header row of what the next passage holds.
      if (closedByHeading || (next !== undefined && !opensNext)) {
        cited.push({ start: only.start, end: only.end, reading: lineText(only) });
      }
    } else if (rest.length > 1) {
      const header = lineText(rest[0] as TextUnit);
      for (const row of rest.slice(1)) {
        cited.push({ start: row.start, end: row.end, reading: `${header} ${lineText(row)}` });
      }
    }
  }
  return cited;
}
