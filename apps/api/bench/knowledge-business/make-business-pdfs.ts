import { readFile } from 'node:fs/promises';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

// The business gold set's PDFs, laid out the way office documents are: a running header and a
// footer with the page number on every page, numbered headings, body text wrapped and hyphenated
// at line ends, two-column sections (each column drawn top to bottom, the left one first) and
// ruled tables. Everything drawn is written in business-documents.json; the same JSON always
// makes the same bytes.

/** A block of a page: a heading, a paragraph of sentences, a table, or two columns of blocks. */
export type BusinessBlock =
  | { heading: string }
  | { text: string[] }
  | { table: string[][] }
  | { columns: [BusinessBlock[], BusinessBlock[]] };

/** One document of the set as written. */
export interface BusinessDocument {
  fileName: string;
  title: string;
  /** The running header; `headerOnFirstPage` false leaves page 1 to the title. */
  header: string;
  headerOnFirstPage: boolean;
  /** The footer, with `{page}` and `{pages}` filled in. */
  footer: string;
  pages: BusinessBlock[][];
}

/** One question of the set. */
export interface BusinessQuestion {
  id: number;
  kind: 'lexical' | 'paraphrased' | 'unanswerable';
  question: string;
  /** The file name of the document that answers it (none for an unanswerable one). */
  document?: string;
  /** The page that answers it, from 1. */
  page?: number;
  /** The sentence that answers it, as written (a table row: its cells joined by one space). */
  gold?: string;
}

/** A document made into a PDF, with what was drawn. */
export interface BusinessPdf {
  fileName: string;
  title: string;
  bytes: Uint8Array;
  /** Each page's lines as drawn, in drawing order, joined by line breaks. */
  pages: string[];
  /** Each page's units as written: every sentence of its paragraphs and every table row. */
  units: string[][];
  /** How many words were hyphenated at a line end. */
  hyphenated: number;
}

const folder = new URL('./', import.meta.url);

/**
 * Which business set: the first (Brightwater Logistics, `business-*.json`), the second (Kestrel
 * Dental Care, `second-*.json`: written later without sight of the search or of the first set's
 * questions, and committed before any change it measures), or the third (Calderbrook Appliances,
 * `third-*.json`: written without sight of the search, the refusal rule or the earlier sets'
 * questions).
 */
export const businessSets = ['first', 'second', 'third'] as const;
export type BusinessSet = (typeof businessSets)[number];

const fileOf = (set: BusinessSet, name: 'documents' | 'questions') =>
  new URL(`${set === 'first' ? 'business' : set}-${name}.json`, folder);

export async function readBusinessDocuments(
  set: BusinessSet = 'first',
): Promise<{ company: string; names: string[]; documents: BusinessDocument[] }> {
  return JSON.parse(await readFile(fileOf(set, 'documents'), 'utf8'));
}

export async function readBusinessQuestions(set: BusinessSet = 'first'): Promise<BusinessQuestion[]> {
  return (JSON.parse(await readFile(fileOf(set, 'questions'), 'utf8')) as { questions: BusinessQuestion[] }).questions;
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56.7;
const top = pageSize[1] - 66;
const bottom = 62;
const width = pageSize[0] - 2 * margin;
const gutter = 18;
const styles = {
  title: { size: 18, leading: 26 },
  heading: { size: 12, leading: 17 },
  body: { size: 10, leading: 13.5 },
  table: { size: 9.5, leading: 15 },
  running: { size: 8 },
};
const grey = rgb(0.35, 0.35, 0.35);

const vowels = new Set('aeiouy');

/**
 * Where a word may be broken at a line end, the preferred first: after a hyphen the word already
 * has, then between two consonants or before a single consonant that a vowel follows (the longest
 * first piece first), leaving at least three letters on each side. Numbers, addresses and words
 * with other punctuation inside are never broken.
 */
export function breakPoints(word: string): number[] {
  const letters = word.replace(/[.,;:)]+$/, '');
  if (!/^[A-Za-z][A-Za-z-]*$/.test(letters) || letters.length < 7) return [];
  const isVowel = (at: number) => vowels.has((letters[at] ?? '').toLowerCase());
  const isLetter = (at: number) => /[A-Za-z]/.test(letters[at] ?? '');
  const digraphs = new Set(['ch', 'sh', 'th', 'ph', 'ck', 'ng', 'wh', 'qu', 'gh']);
  const hyphens: number[] = [];
  const syllables: number[] = [];
  for (let at = letters.length - 3; at >= 3; at -= 1) {
    if (letters[at - 1] === '-') {
      hyphens.push(at);
      continue;
    }
    if (!isLetter(at - 1) || !isLetter(at) || !isLetter(at + 1)) continue;
    const pair = letters.slice(at - 1, at + 1).toLowerCase();
    const betweenConsonants = !isVowel(at - 1) && !isVowel(at) && !digraphs.has(pair);
    const beforeSingleConsonant = isVowel(at - 1) && !isVowel(at) && isVowel(at + 1);
    if (betweenConsonants || beforeSingleConsonant) syllables.push(at);
  }
  return [...hyphens, ...syllables];
}

/** Lines of a paragraph wrapped at `lineWidth`, breaking a long word with a hyphen when it helps. */
export function wrapHyphenated(
  text: string,
  font: PDFFont,
  size: number,
  lineWidth: number,
): { lines: string[]; hyphenated: number } {
  const lines: string[] = [];
  let hyphenated = 0;
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= lineWidth;
  const words = text.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    const point = breakPoints(word).find((at) => {
      const head = word.slice(0, at);
      return fits(`${line} ${head.endsWith('-') ? head : `${head}-`}`);
    });
    if (line !== '' && point !== undefined) {
      const head = word.slice(0, point);
      lines.push(`${line} ${head.endsWith('-') ? head : `${head}-`}`);
      hyphenated += 1;
      line = word.slice(point);
    } else {
      if (line !== '') lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return { lines, hyphenated };
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws blocks down one page (or one column of it); throws when they do not fit. */
class Column {
  readonly drawn: string[] = [];
  readonly units: string[] = [];
  hyphenated = 0;

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
    private readonly x: number,
    private readonly columnWidth: number,
    public y: number,
    private readonly where: string,
  ) {}

  private line(text: string, font: PDFFont, size: number, leading: number, x = this.x): void {
    this.y -= leading;
    if (this.y < bottom) throw new Error(`${this.where} does not fit on its page: shorten it.`);
    this.page.drawText(text, { x, y: this.y, size, font });
  }

  title(text: string): void {
    this.line(text, this.fonts.bold, styles.title.size, styles.title.leading);
    this.drawn.push(text);
    this.y -= 6;
  }

  block(block: BusinessBlock): void {
    if ('heading' in block) {
      this.y -= 4;
      this.line(block.heading, this.fonts.bold, styles.heading.size, styles.heading.leading);
      this.drawn.push(block.heading);
    } else if ('text' in block) {
      const wrapped = wrapHyphenated(block.text.join(' '), this.fonts.regular, styles.body.size, this.columnWidth);
      for (const line of wrapped.lines) this.line(line, this.fonts.regular, styles.body.size, styles.body.leading);
      this.drawn.push(...wrapped.lines);
      this.units.push(...block.text);
      this.hyphenated += wrapped.hyphenated;
      this.y -= 6;
    } else if ('table' in block) {
      this.table(block.table);
    } else {
      throw new Error(`${this.where}: columns cannot be nested`);
    }
  }

  /** A ruled table: column widths by their longest cell, the header row in bold. */
  private table(rows: string[][]): void {
    const { size, leading } = styles.table;
    const columns = rows[0]?.length ?? 0;
    const widest = Array.from({ length: columns }, (_, column) =>
      Math.max(
        ...rows.map((row, index) =>
          (index === 0 ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(row[column] ?? '', size),
        ),
      ),
    );
    const spare = this.columnWidth - widest.reduce((sum, cell) => sum + cell, 0);
    if (spare < 12 * (columns - 1)) throw new Error(`${this.where}: a table is too wide`);
    const gap = spare / columns;
    const xs = widest.map((_, column) => this.x + widest.slice(0, column).reduce((sum, cell) => sum + cell + gap, 0));
    rows.forEach((row, index) => {
      const font = index === 0 ? this.fonts.bold : this.fonts.regular;
      this.y -= leading;
      if (this.y < bottom) throw new Error(`${this.where} does not fit on its page: shorten it.`);
      row.forEach((cell, column) => {
        this.page.drawText(cell, { x: xs[column] ?? this.x, y: this.y, size, font });
      });
      this.page.drawLine({
        start: { x: this.x, y: this.y - 4 },
        end: { x: this.x + this.columnWidth, y: this.y - 4 },
        thickness: 0.4,
        color: grey,
      });
      this.drawn.push(row.join(' '));
      if (index > 0) this.units.push(row.join(' '));
    });
    this.y -= 10;
  }
}

/** One document as a PDF. */
export async function makeBusinessPdf(document: BusinessDocument, company: string): Promise<BusinessPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(company);
  pdf.setCreationDate(new Date('2026-03-02T09:00:00Z'));
  pdf.setModificationDate(new Date('2026-03-02T09:00:00Z'));
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const pages: string[] = [];
  const units: string[][] = [];
  let hyphenated = 0;
  const count = document.pages.length;
  document.pages.forEach((blocks, index) => {
    const number = index + 1;
    const page = pdf.addPage(pageSize);
    const drawn: string[] = [];
    const pageUnits: string[] = [];
    const where = `Page ${number} of ${document.fileName}`;
    if (number > 1 || document.headerOnFirstPage) {
      page.drawText(document.header, {
        x: margin,
        y: pageSize[1] - 40,
        size: styles.running.size,
        font: fonts.regular,
        color: grey,
      });
      page.drawLine({
        start: { x: margin, y: pageSize[1] - 45 },
        end: { x: pageSize[0] - margin, y: pageSize[1] - 45 },
        thickness: 0.5,
        color: grey,
      });
      drawn.push(document.header);
    }
    const main = new Column(page, fonts, margin, width, top, where);
    if (number === 1) main.title(document.title);
    for (const block of blocks) {
      if (!('columns' in block)) {
        main.block(block);
        continue;
      }
      const columnWidth = (width - gutter) / 2;
      const sides = [margin, margin + columnWidth + gutter].map(
        (x) => new Column(page, fonts, x, columnWidth, main.y, `${where} (a column)`),
      ) as [Column, Column];
      block.columns.forEach((columnBlocks, side) => {
        for (const inner of columnBlocks) sides[side]?.block(inner);
      });
      main.drawn.push(...sides[0].drawn, ...sides[1].drawn);
      main.units.push(...sides[0].units, ...sides[1].units);
      main.hyphenated += sides[0].hyphenated + sides[1].hyphenated;
      main.y = Math.min(sides[0].y, sides[1].y);
    }
    drawn.push(...main.drawn);
    pageUnits.push(...main.units);
    hyphenated += main.hyphenated;
    const footer = document.footer.replace('{page}', String(number)).replace('{pages}', String(count));
    const footerWidth = fonts.regular.widthOfTextAtSize(footer, styles.running.size);
    page.drawText(footer, {
      x: (pageSize[0] - footerWidth) / 2,
      y: 34,
      size: styles.running.size,
      font: fonts.regular,
      color: grey,
    });
    drawn.push(footer);
    pages.push(drawn.join('\n'));
    units.push(pageUnits);
  });
  return { fileName: document.fileName, title: document.title, bytes: await pdf.save(), pages, units, hyphenated };
}

/** Every document of the set as a PDF. */
export async function makeBusinessPdfs(set: BusinessSet = 'first'): Promise<BusinessPdf[]> {
  const { company, documents } = await readBusinessDocuments(set);
  return Promise.all(documents.map((document) => makeBusinessPdf(document, company)));
}
