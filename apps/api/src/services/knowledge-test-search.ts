import type { KnowledgePassage } from '@taskwell/api-sdk';
import { textUnits } from '../text/sentence-units.ts';
import type { KnowledgeSearch } from './knowledge-port.ts';

/** A document of the test library: its owner, collection, title and the text of each page. */
export interface TestDocument {
  /** Whose it is. */
  accountEmail: string;
  /** Its collection (the test library's collections are named by their documents'). */
  collectionId: string;
  /** The collection's name. */
  collectionName: string;
  /** Its id. */
  documentId: string;
  /** Its title. */
  title: string;
  /** The text of each page, page 1 first. */
  pages: string[];
}

/**
 * A small Well of Knowledge over an in-memory list, for the tests of the services' composition
 * only (the real search and its ranking are the library's, tested with it): each paragraph of a
 * page is a passage, scored by how many of the query's words it holds, its best sentence the one
 * holding most of them.
 */
export function testKnowledgeSearch(documents: readonly TestDocument[]): KnowledgeSearch {
  const passages = documents.flatMap((document) =>
    document.pages.flatMap((text, index) =>
      [...text.matchAll(/[^\n]+/g)].map((match): KnowledgePassage & { accountEmail: string } => ({
        accountEmail: document.accountEmail,
        documentId: document.documentId,
        documentTitle: document.title,
        collectionId: document.collectionId,
        page: index + 1,
        start: match.index ?? 0,
        end: (match.index ?? 0) + match[0].length,
        text: match[0],
        score: 0,
      })),
    ),
  );
  const stop = new Set(['how', 'the', 'and', 'are', 'for', 'what', 'does', 'who', 'get', 'many']);
  const wordsOf = (text: string) =>
    new Set((text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter((word) => !stop.has(word)));
  return {
    async search({ accountEmail, query, collectionId, limit }) {
      const terms = wordsOf(query);
      const found = passages
        .filter((passage) => passage.accountEmail === accountEmail)
        .filter((passage) => collectionId === undefined || passage.collectionId === collectionId)
        .map(({ accountEmail: _owner, ...passage }) => {
          const words = wordsOf(passage.text);
          return { ...passage, score: [...terms].filter((term) => words.has(term)).length };
        })
        .filter((passage) => passage.score > 0)
        .sort((a, b) => b.score - a.score);
      const first = found.slice(0, limit);
      const share = (count: number) => (terms.size > 0 ? count / terms.size : 0);
      // Each passage's sentence sharing the most words with the query.
      const evidence = first.map((passage) => {
        let best = { start: passage.start, end: passage.start, cover: 0 };
        for (const unit of textUnits(passage.text)) {
          const words = wordsOf(passage.text.slice(unit.start, unit.end));
          const cover = share([...terms].filter((term) => words.has(term)).length);
          if (cover > best.cover) best = { start: passage.start + unit.start, end: passage.start + unit.end, cover };
        }
        return best;
      });
      return {
        mode: 'lexical',
        passages: first,
        coverage: Math.max(0, ...evidence.map((each) => each.cover)),
        evidence,
        subjects: [],
      };
    },
    async collections(accountEmail) {
      const mine = documents.filter((document) => document.accountEmail === accountEmail);
      return [...new Map(mine.map((d) => [d.collectionId, { id: d.collectionId, name: d.collectionName }])).values()];
    },
  };
}
