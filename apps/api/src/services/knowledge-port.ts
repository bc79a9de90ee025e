import type { KnowledgePassage } from '@taskwell/api-sdk';

/**
 * What a knowledge step needs of the Well of Knowledge (issue 28): the best passages of one
 * account's documents for a query, and that account's collections. The library
 * (`src/knowledge/knowledge-search.ts`) provides it; services and the runtime know only this port,
 * so they never reach the library's tables themselves.
 */
export interface KnowledgeSearch {
  /**
   * The passages of `accountEmail`'s documents that best match `query`, best first (at most
   * `limit`), within one collection when `collectionId` is given. Never another account's.
   */
  search(options: { accountEmail: string; query: string; collectionId?: string; limit: number }): Promise<{
    mode: 'lexical' | 'hybrid';
    passages: KnowledgePassage[];
    /** How much of the query the best sentence of the first passages holds, from 0 (none of it) to 1 (all of it). */
    coverage: number;
    /** For each passage, its sentence that holds the most of the query (offsets in its page) and how much. */
    evidence: Array<{ start: number; end: number; cover: number }>;
    /** The query's own lexemes: the passages in scope holding each, and whether it is a name, figure or acronym. */
    subjects: Array<{ lexeme: string; passages: number; widened: boolean; specific: boolean }>;
  }>;
  /** The collections `accountEmail` may search, by id and name. */
  collections(accountEmail: string): Promise<{ id: string; name: string }[]>;
}
