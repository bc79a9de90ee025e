import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BusinessPdf,
  type BusinessQuestion,
  businessSets,
  makeBusinessPdfs,
  readBusinessDocuments,
  readBusinessQuestions,
} from '../../bench/knowledge-business/make-business-pdfs.ts';
import { contentWords, sameWord } from '../../bench/knowledge-business/paraphrase-check.ts';
import { readPdfLayouts } from '../services/pdf-text.ts';

// The business gold sets (bench/knowledge-business, issue 43) are sound: the first has enough
// documents, pages and questions of each kind; in each set every gold sentence is a unit of its page
// and is read back from the PDF, and a paraphrased question shares no content word with its gold
// sentence but names.

/** Text as compared with the PDF's: line-end hyphens joined, hyphens and white space dropped. */
const squeezed = (text: string) =>
  text
    .replace(/-\n/g, '')
    .replace(/[\s-]+/g, '')
    .toLowerCase();

describe('the business gold set', () => {
  let questions: BusinessQuestion[] = [];
  let pdfs: BusinessPdf[] = [];
  beforeAll(async () => {
    questions = await readBusinessQuestions();
    pdfs = await makeBusinessPdfs();
  });

  it('has at least 10 multi-page documents with tables, two columns, running headers and hyphenation', async () => {
    const { documents } = await readBusinessDocuments();
    expect(documents.length).toBeGreaterThanOrEqual(10);
    for (const document of documents) expect(document.pages.length, document.fileName).toBeGreaterThanOrEqual(3);
    const having = (kind: string) =>
      documents.filter((document) => document.pages.some((page) => page.some((block) => kind in block))).length;
    expect(having('table')).toBeGreaterThanOrEqual(3);
    expect(having('columns')).toBeGreaterThanOrEqual(3);
    expect(pdfs.reduce((sum, pdf) => sum + pdf.hyphenated, 0)).toBeGreaterThanOrEqual(10);
    for (const pdf of pdfs)
      expect(pdf.pages.slice(1).every((page) => page.includes('Page') || /\n\d+$/.test(page))).toBe(true);
  });

  it('has at least 80 questions, half of them paraphrased and 10 unanswerable', () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    expect(questions.filter((question) => question.kind === 'paraphrased').length).toBeGreaterThanOrEqual(
      questions.length / 2,
    );
    const unanswerable = questions.filter((question) => question.kind === 'unanswerable');
    expect(unanswerable).toHaveLength(10);
    for (const question of unanswerable) expect(question.gold ?? question.document ?? question.page).toBeUndefined();
  });
});

describe.each(businessSets)('the %s business set', (set) => {
  let names: string[] = [];
  let questions: BusinessQuestion[] = [];
  let pdfs: BusinessPdf[] = [];
  beforeAll(async () => {
    names = (await readBusinessDocuments(set)).names.map((name) => name.toLowerCase());
    questions = await readBusinessQuestions(set);
    pdfs = await makeBusinessPdfs(set);
  });

  it('names for every answerable question a sentence or table row of its page, found once in its document', () => {
    for (const question of questions.filter((entry) => entry.kind !== 'unanswerable')) {
      const pdf = pdfs.find((entry) => entry.fileName === question.document);
      expect(pdf, `question ${question.id}`).toBeDefined();
      const units = pdf?.units[(question.page ?? 0) - 1] ?? [];
      expect(units, `question ${question.id}`).toContain(question.gold);
      expect(
        pdf?.units.flat().filter((unit) => unit === question.gold),
        `question ${question.id}`,
      ).toHaveLength(1);
    }
  });

  it('words a paraphrased question with no content word of its gold sentence but names', () => {
    const offenders = questions
      .filter((question) => question.kind === 'paraphrased')
      .flatMap((question) => {
        const gold = contentWords(question.gold ?? '');
        const shared = contentWords(question.question).filter(
          (word) => !names.includes(word) && gold.some((other) => sameWord(word, other)),
        );
        return shared.length > 0 ? [`${question.id}: ${shared.join(', ')}`] : [];
      });
    expect(offenders).toEqual([]);
  });

  it('reads every page and every unit back from the PDFs', async () => {
    for (const pdf of pdfs) {
      const { layouts } = await readPdfLayouts(pdf.bytes, new AbortController().signal);
      expect(layouts).toHaveLength(pdf.pages.length);
      layouts.forEach((lines, index) => {
        const read = squeezed(lines.map((line) => line.text).join('\n'));
        expect(read).toBe(squeezed(pdf.pages[index] ?? ''));
        for (const unit of pdf.units[index] ?? [])
          expect(read, `${pdf.fileName} p. ${index + 1}`).toContain(squeezed(unit));
      });
    }
  });
});

describe('the paraphrase check', () => {
  it.each([
    ['overtime', 'overtime', true],
    ['times', 'time', true],
    ['employed', 'employees', true],
    ['charging', 'charger', true],
    ['full-time', 'time', true],
    ['wine', 'alcohol', false],
    ['lost', 'loss', false],
  ])('%s and %s are the same word: %s', (a, b, want) => {
    expect(sameWord(a, b)).toBe(want);
  });

  it('leaves out the words that carry no content', () => {
    expect(contentWords("What's the most I can pay for a room in the capital?")).toEqual([
      'most',
      'pay',
      'room',
      'capital',
    ]);
  });
});
