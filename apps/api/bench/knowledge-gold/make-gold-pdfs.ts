import { readFile } from 'node:fs/promises';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/** One document of the gold set as written in gold-documents.json. */
export interface GoldDocument {
  fileName: string;
  title: string;
  /** The text of each page: paragraphs separated by a blank line; a heading is a line of its own. */
  pages: string[];
}

/** One question of the gold set as written in gold-questions.json. */
export interface GoldQuestion {
  question: string;
  /** The file name of the document that answers it. */
  document: string;
  /** The page that answers it (1-based). */
  page: number;
  /** An exact short piece of that page's text that answers it. */
  quote: string;
}

/** A gold document made into a PDF: its bytes and the text of each page as drawn. */
export interface GoldPdf {
  fileName: string;
  bytes: Uint8Array;
  /** The text drawn on each page (page 1 starts with the title), paragraphs separated by a blank line. */
  pages: string[];
}

const folder = new URL('./', import.meta.url);

/** The documents of the gold set. */
export async function readGoldDocuments(): Promise<GoldDocument[]> {
  const text = await readFile(new URL('gold-documents.json', folder), 'utf8');
  return (JSON.parse(text) as { documents: GoldDocument[] }).documents;
}

/** The questions of the gold set. */
export async function readGoldQuestions(): Promise<GoldQuestion[]> {
  const text = await readFile(new URL('gold-questions.json', folder), 'utf8');
  return (JSON.parse(text) as { questions: GoldQuestion[] }).questions;
}

// A4 in points, with margins of 2 cm.
const pageSize: [number, number] = [595.28, 841.89];
const margin = 56.7;
const body = { size: 10.5, leading: 14.5 };
const heading = { size: 13, leading: 18 };
const title = { size: 20, leading: 30 };
const paragraphGap = 7;

/** A heading is a short block of one line that does not end as a sentence does. */
function isHeading(block: string): boolean {
  return block.length <= 80 && !block.includes('\n') && !/[.?!:;,]$/.test(block);
}

/** The text with every character the font cannot draw replaced by a question mark. */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (character) => (known.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
}

/** The lines of a paragraph wrapped at spaces to fit `width` points. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Draws blocks of text down a page from the top margin; throws when they do not fit on it. */
class PageWriter {
  private y: number;

  constructor(
    private readonly page: PDFPage,
    private readonly where: string,
  ) {
    this.y = pageSize[1] - margin;
  }

  block(text: string, font: PDFFont, style: { size: number; leading: number }): void {
    const width = pageSize[0] - 2 * margin;
    for (const line of wrapText(text, font, style.size, width)) {
      this.y -= style.leading;
      if (this.y < margin) throw new Error(`${this.where} does not fit on one PDF page: shorten it.`);
      this.page.drawText(line, { x: margin, y: this.y, size: style.size, font });
    }
    this.y -= paragraphGap;
  }
}

/** One gold document as a PDF: one PDF page per page of text, the title larger on page 1. */
export async function makeGoldPdf(document: GoldDocument): Promise<GoldPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor('Alder & Finch Ltd');
  pdf.setCreationDate(new Date('2026-07-01T09:00:00Z'));
  pdf.setModificationDate(new Date('2026-07-01T09:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages: string[] = [];
  document.pages.forEach((pageText, index) => {
    const writer = new PageWriter(pdf.addPage(pageSize), `Page ${index + 1} of ${document.fileName}`);
    const blocks = pageText.split(/\n\s*\n/).map((block) => drawable(block.trim(), regular));
    if (index === 0) {
      const drawnTitle = drawable(document.title, bold);
      writer.block(drawnTitle, bold, title);
      blocks.unshift(drawnTitle);
    }
    blocks.forEach((block, blockIndex) => {
      if (index === 0 && blockIndex === 0) return;
      if (isHeading(block)) writer.block(block, bold, heading);
      else writer.block(block, regular, body);
    });
    pages.push(blocks.join('\n\n'));
  });
  return { fileName: document.fileName, bytes: await pdf.save(), pages };
}

/** Every document of the gold set as a multi-page PDF. */
export async function makeGoldPdfs(): Promise<GoldPdf[]> {
  const documents = await readGoldDocuments();
  return Promise.all(documents.map((document) => makeGoldPdf(document)));
}
