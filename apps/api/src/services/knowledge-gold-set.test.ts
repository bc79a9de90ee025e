import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type GoldDocument,
  type GoldPdf,
  type GoldQuestion,
  makeGoldPdfs,
  readGoldDocuments,
  readGoldQuestions,
  wrapText,
} from '../../bench/knowledge-gold/make-gold-pdfs.ts';
import { pdfTextService } from './pdf-text.ts';
import { textOf } from './service.ts';
import { serviceContext } from './service-test-values.ts';

// The gold set of knowledge retrieval (bench/knowledge-gold): its documents made into PDFs must
// read back, page by page, so that every question's quote is on the page the question names and
// nowhere else in its document (a citation of it is then unambiguous).

/** Whitespace collapsed: wrapping a line turns a space into a line break. */
function collapsed(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** How many times `quote` occurs in `text`, whitespace collapsed in both. */
function occurrences(text: string, quote: string): number {
  return collapsed(text).split(collapsed(quote)).length - 1;
}

/** The text of each page of a PDF as pdf.js gives it, read as the PDF reader reads it: its lines, one a line. */
async function readPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const lines: string[] = [];
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line.trim());
          line = '';
        }
      }
      lines.push(line.trim());
      pages.push(lines.filter(Boolean).join('\n'));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

let documents: GoldDocument[];
let questions: GoldQuestion[];
let pdfs: GoldPdf[];
/** The pages read back from each PDF, by file name. */
const readBack = new Map<string, string[]>();

beforeAll(async () => {
  documents = await readGoldDocuments();
  questions = await readGoldQuestions();
  pdfs = await makeGoldPdfs();
  for (const pdf of pdfs) readBack.set(pdf.fileName, await readPages(pdf.bytes));
});

function documentOf(question: GoldQuestion): GoldDocument {
  const document = documents.find((candidate) => candidate.fileName === question.document);
  if (!document) throw new Error(`No gold document is named ${question.document}.`);
  return document;
}

describe('the gold documents', () => {
  it('should be four documents of four to six pages, each page 1,500 to 2,500 characters of plain ASCII', () => {
    expect(documents).toHaveLength(4);
    expect(new Set(documents.map((document) => document.fileName)).size).toBe(4);
    for (const document of documents) {
      expect(document.fileName).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(document.pages.length, document.fileName).toBeGreaterThanOrEqual(4);
      expect(document.pages.length, document.fileName).toBeLessThanOrEqual(6);
      for (const [index, page] of document.pages.entries()) {
        const where = `${document.fileName} page ${index + 1}`;
        expect(page.length, where).toBeGreaterThanOrEqual(1500);
        expect(page.length, where).toBeLessThanOrEqual(2500);
        expect(page, where).toMatch(/^[\x20-\x7e\n]+$/);
      }
    }
  });
});

describe('the gold questions', () => {
  it('should be at least 60, each naming a page of a gold document', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    for (const question of questions) {
      expect(question.question, question.quote).toMatch(/\?$/);
      expect(question.page).toBeGreaterThanOrEqual(1);
      expect(question.page).toBeLessThanOrEqual(documentOf(question).pages.length);
    }
  });

  it('should ask at least two questions of every page', () => {
    for (const document of documents) {
      document.pages.forEach((_, index) => {
        const asked = questions.filter(
          (question) => question.document === document.fileName && question.page === index + 1,
        );
        expect(asked.length, `${document.fileName} page ${index + 1}`).toBeGreaterThanOrEqual(2);
      });
    }
  });

  it('should quote 20 to 120 characters found once in its document, on the page named', () => {
    for (const question of questions) {
      expect(question.quote.length, question.quote).toBeGreaterThanOrEqual(20);
      expect(question.quote.length, question.quote).toBeLessThanOrEqual(120);
      const pages = documentOf(question).pages;
      const found = pages.map((page) => occurrences(page, question.quote));
      const want = pages.map((_, index) => (index + 1 === question.page ? 1 : 0));
      expect(found, question.quote).toEqual(want);
    }
  });

  it('should tell a quote on another page from one on the page named (the check can fail)', () => {
    const [first] = questions;
    if (!first) throw new Error('There are no gold questions.');
    const other = documentOf(first).pages.find((_, index) => index + 1 !== first.page) ?? '';
    expect(occurrences(other, first.quote)).toBe(0);
  });
});

describe('the gold PDFs', () => {
  it('should be one PDF per document with one PDF page per page, title first on page 1', () => {
    expect(pdfs.map((pdf) => pdf.fileName)).toEqual(documents.map((document) => document.fileName));
    for (const [index, pdf] of pdfs.entries()) {
      const document = documents[index] as GoldDocument;
      expect(pdf.pages).toHaveLength(document.pages.length);
      expect(pdf.pages[0]?.startsWith(`${document.title}\n\n`), pdf.fileName).toBe(true);
      expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }
  });

  it('should read back through the PDF reader with every page and every quote', async () => {
    for (const pdf of pdfs) {
      const output = await pdfTextService.run(
        { pdf: { contentType: 'application/pdf', bytes: Buffer.from(pdf.bytes), fileName: pdf.fileName } },
        serviceContext(),
      );
      expect(output.facts, pdf.fileName).toMatchObject({
        pages: pdf.pages.length,
        pagesRead: pdf.pages.length,
        pagesWithText: pdf.pages.length,
      });
      const text = textOf(output);
      for (const question of questions.filter((candidate) => candidate.document === pdf.fileName)) {
        expect(occurrences(text, question.quote), question.quote).toBe(1);
      }
    }
  });

  it('should read back each page as drawn, whitespace aside', () => {
    for (const pdf of pdfs) {
      const pages = readBack.get(pdf.fileName) ?? [];
      expect(pages).toHaveLength(pdf.pages.length);
      pdf.pages.forEach((drawn, index) => {
        expect(collapsed(pages[index] ?? ''), `${pdf.fileName} page ${index + 1}`).toBe(collapsed(drawn));
      });
    }
  });

  it("should find every question's quote once in the text read back, on the page named", () => {
    for (const question of questions) {
      const pages = readBack.get(question.document) ?? [];
      const found = pages.map((page) => occurrences(page, question.quote));
      const want = pages.map((_, index) => (index + 1 === question.page ? 1 : 0));
      expect(found, `${question.document}: ${question.quote}`).toEqual(want);
    }
  });
});

describe('wrapText', () => {
  it('should wrap at spaces within the width and keep every word in order', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const text = 'Refunds reach you within 10 working days of the inspection at our Doncaster warehouse.';
    const lines = wrapText(text, font, 10.5, 120);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10.5), line).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(text);
  });
});
