// Retrieval on the business gold set (bench/knowledge-business, issue 43): the PDFs uploaded
// through the API as one user's documents, every question asked through `searchKnowledge`, and on
// the same questions the anchor: a plain BM25 over whole pages (MiniSearch's BM25, no stemming),
// the pages as the API read them (`getKnowledgeDocumentPage`), headers and footers included.
import MiniSearch from 'minisearch';
import {
  type BusinessPdf,
  type BusinessQuestion,
  type BusinessSet,
  makeBusinessPdfs,
  readBusinessQuestions,
} from '../../bench/knowledge-business/make-business-pdfs.ts';
import type { KnowledgeClient } from '../knowledge-client.ts';

/** Text compared with a gold sentence: line-end hyphens joined, hyphens and white space dropped. */
export const squeezed = (text: string) =>
  text
    .replace(/-\s*\n\s*/g, '')
    .replace(/[\s-]+/g, '')
    .toLowerCase();

/** The business set uploaded into one collection: its documents' ids and every page's text as read. */
export interface UploadedSet {
  collectionId: string;
  pdfs: BusinessPdf[];
  questions: BusinessQuestion[];
  /** Document id by file name. */
  documentIds: Map<string, string>;
  /** Each page's text as the API serves it, by `documentId/page`. */
  pageTexts: Map<string, string>;
}

export async function uploadBusinessSet(
  client: KnowledgeClient,
  name = 'Brightwater',
  which: BusinessSet = 'first',
): Promise<UploadedSet> {
  const collectionId = await client.createCollection(name);
  const pdfs = await makeBusinessPdfs(which);
  const questions = await readBusinessQuestions(which);
  const documentIds = new Map<string, string>();
  for (const pdf of pdfs) {
    documentIds.set(pdf.fileName, (await client.upload(collectionId, pdf.fileName, 'application/pdf', pdf.bytes)).id);
  }
  await client.waitReady([...documentIds.values()], 300_000);
  const pageTexts = new Map<string, string>();
  for (const pdf of pdfs) {
    const id = documentIds.get(pdf.fileName) as string;
    for (let page = 1; page <= pdf.pages.length; page += 1) {
      pageTexts.set(`${id}/${page}`, (await client.page(id, page)).text);
    }
  }
  return { collectionId, pdfs, questions, documentIds, pageTexts };
}

/** Recall@5 of one ranking on the answerable questions: overall, paraphrased and lexical. */
export interface Recall {
  overall: number;
  paraphrased: number;
  lexical: number;
  /** The ids of the questions found. */
  found: Set<number>;
}

function recallOf(questions: readonly BusinessQuestion[], found: Set<number>): Recall {
  const share = (kind?: BusinessQuestion['kind']) => {
    const asked = questions.filter((question) => question.kind !== 'unanswerable' && (!kind || question.kind === kind));
    return asked.filter((question) => found.has(question.id)).length / asked.length;
  };
  return { overall: share(), paraphrased: share('paraphrased'), lexical: share('lexical'), found };
}

/** The anchor: BM25 over whole pages; a question is found when its gold page is among the first five. */
export function bm25OverPages(set: UploadedSet, only?: (question: BusinessQuestion) => boolean): Recall {
  const index = new MiniSearch<{ id: string; text: string }>({ fields: ['text'] });
  index.addAll([...set.pageTexts].map(([id, text]) => ({ id, text })));
  const asked = set.questions.filter((question) => question.kind !== 'unanswerable' && (!only || only(question)));
  const found = new Set<number>();
  for (const question of asked) {
    const wanted = `${set.documentIds.get(question.document ?? '')}/${question.page}`;
    if (
      index
        .search(question.question)
        .slice(0, 5)
        .some((result) => result.id === wanted)
    )
      found.add(question.id);
  }
  return recallOf(asked, found);
}

/** Ours: a question is found when a passage of the first five is on the gold page and holds the gold sentence. */
export async function ourRecall(
  client: KnowledgeClient,
  set: UploadedSet,
  only?: (question: BusinessQuestion) => boolean,
): Promise<Recall> {
  const asked = set.questions.filter((question) => question.kind !== 'unanswerable' && (!only || only(question)));
  const found = new Set<number>();
  for (const question of asked) {
    const { passages } = await client.search(question.question, { collectionId: set.collectionId, limit: 5 });
    const wanted = set.documentIds.get(question.document ?? '');
    const gold = squeezed(question.gold ?? '');
    if (
      passages.some(
        (passage) =>
          passage.documentId === wanted && passage.page === question.page && squeezed(passage.text).includes(gold),
      )
    )
      found.add(question.id);
  }
  return recallOf(asked, found);
}
