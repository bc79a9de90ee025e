// The Well of Knowledge's operations as the knowledge benchmarks call them: the tests' calls
// (src/knowledge/testing/knowledge-calls.ts), each reply checked and read, and a wait for many
// documents at once.
import type { KnowledgeDocument, KnowledgePage, KnowledgeSearchResult } from '@taskwell/api-sdk';
import { knowledgeCalls } from '../src/knowledge/testing/knowledge-calls.ts';
import type { TestServer } from '../src/testing/test-server.ts';

export interface KnowledgeClient {
  createCollection(name: string): Promise<string>;
  paste(collectionId: string, title: string, text: string): Promise<KnowledgeDocument>;
  upload(collectionId: string, fileName: string, type: string, bytes: Uint8Array): Promise<KnowledgeDocument>;
  /** Waits until every document is `ready` (throws on `failed` or after `timeoutMs`). */
  waitReady(documentIds: readonly string[], timeoutMs: number): Promise<void>;
  search(q: string, options?: { collectionId?: string; limit?: number }): Promise<KnowledgeSearchResult>;
  page(documentId: string, page: number): Promise<KnowledgePage>;
}

type Reply = { statusCode: number; body: string; json(): unknown };
function read<T>(what: string, reply: Reply, want: number): T {
  if (reply.statusCode !== want) throw new Error(`${what}: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
  return reply.json() as T;
}

export function knowledgeClient(server: TestServer, token: string): KnowledgeClient {
  const calls = knowledgeCalls(server.app, token);
  return {
    async createCollection(name) {
      return read<{ id: string }>('createKnowledgeCollection', await calls.createCollection(name), 201).id;
    },
    paste: async (collectionId, title, text) =>
      read('pasteKnowledgeText', await calls.paste(collectionId, title, text), 202),
    upload: async (collectionId, fileName, type, bytes) =>
      read(
        'uploadKnowledgeDocument',
        await calls.upload(collectionId, Buffer.from(bytes), { filename: fileName, type }),
        202,
      ),
    async waitReady(documentIds, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      // The first document not ready is waited for; those before it are not asked again.
      for (const id of documentIds) {
        const document = await calls.settled(id, Math.max(1, deadline - Date.now()));
        if (document.status === 'failed') throw new Error(`${document.title} failed: ${document.message ?? ''}`);
      }
    },
    search: async (q, options = {}) =>
      read(
        'searchKnowledge',
        await calls.search(
          q,
          `&limit=${options.limit ?? 5}${options.collectionId ? `&collectionId=${options.collectionId}` : ''}`,
        ),
        200,
      ),
    page: async (documentId, page) => read('getKnowledgeDocumentPage', await calls.page(documentId, page), 200),
  };
}

/** Whitespace collapsed, so that a quote matches across the line breaks of a PDF's text. */
export const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();
