import type { KnowledgeDocument } from '@taskwell/api-sdk';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDocuments, knowledgePages, knowledgePassages } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { leftDocuments } from '../persistence/knowledge-documents.ts';
import { knowledgeCalls, pdfOf, signInOnPlan } from '../testing/knowledge-calls.ts';
import type { Embeddings } from './embeddings.ts';
import { indexDocument } from './index-document.ts';
import { passageMax } from './split-passages.ts';

// Indexing in the background (issue 28): the server here takes no jobs (worker false), so each
// test indexes its documents itself, step by step where it watches the progress.

let server: TestServer;
let calls: ReturnType<typeof knowledgeCalls>;
let collectionId: string;

beforeAll(async () => {
  server = await startTestServer({ runtime: { worker: false } });
  calls = knowledgeCalls(server.app, await signInOnPlan(server, 'indexer@example.com'));
  collectionId = (await calls.createCollection('Manuals')).json().id;
});

afterAll(async () => {
  await server.close();
});

const sentence = (page: number, line: number) =>
  `Page ${page} line ${line} explains how the ${['invoice', 'ledger', 'payroll'][line % 3]} is checked.`;
const longPdf = () => pdfOf([1, 2, 3].map((page) => Array.from({ length: 45 }, (_, line) => sentence(page, line))));

/** Embeddings that hold each batch until released: the test sees the document between batches. */
function gatedEmbeddings() {
  const waiting: Array<() => void> = [];
  let calls = 0;
  const embeddings: Embeddings = {
    model: 'stand-in',
    async embed(texts) {
      calls += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return texts.map((text) => [text.length, 1]);
    },
  };
  return {
    embeddings,
    /** Resolves once `count` batches have asked for vectors. */
    async asked(count: number) {
      while (calls < count) await new Promise((resolve) => setImmediate(resolve));
    },
    release: () => waiting.shift()?.(),
  };
}

const warn = () => undefined;

/** The name of the blob that holds a document's file. */
async function storageNameOf(documentId: string): Promise<string> {
  const [row] = await server.app.taskwell.db
    .select({ storageName: knowledgeDocuments.storageName })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.id, documentId));
  if (!row?.storageName) throw new Error(`Document ${documentId} has no file in the blob store.`);
  return row.storageName;
}

describe('indexing a document', () => {
  it('given a multi-page PDF should cut passages whose offsets point at exactly their text on their page', async () => {
    const added = (
      await calls.upload(collectionId, await longPdf(), { filename: 'manual.pdf', type: 'application/pdf' })
    ).json() as KnowledgeDocument;
    expect(await server.app.taskwell.knowledge.indexer.index(added.id)).toBe('ready');
    const document = (await calls.document(added.id)).json() as KnowledgeDocument;
    expect(document).toMatchObject({ status: 'ready', pages: 3 });
    const { db } = server.app.taskwell;
    const passages = await db
      .select()
      .from(knowledgePassages)
      .where(eq(knowledgePassages.documentId, added.id))
      .orderBy(asc(knowledgePassages.ordinal));
    expect(passages.length).toBe(document.total);
    expect(new Set(passages.map((passage) => passage.page))).toEqual(new Set([1, 2, 3]));
    for (const passage of passages) {
      const page = (await calls.page(added.id, passage.page)).json().text as string;
      expect(page.slice(passage.start, passage.end)).toBe(passage.text);
      expect(passage.text.length).toBeLessThanOrEqual(passageMax);
    }
    const pages = await db.select().from(knowledgePages).where(eq(knowledgePages.documentId, added.id));
    // Every line of every page is in some passage.
    for (const { page, text } of pages) {
      for (const line of text.split('\n')) {
        expect(passages.some((passage) => passage.page === page && passage.text.includes(line))).toBe(true);
      }
    }
  });

  it('given batches should show indexed of total growing while indexing, then ready, with vectors kept', async () => {
    const added = (
      await calls.upload(collectionId, await longPdf(), { filename: 'guide.pdf', type: 'application/pdf' })
    ).json() as KnowledgeDocument;
    const gate = gatedEmbeddings();
    const indexing = indexDocument({
      db: server.app.taskwell.db,
      files: server.app.taskwell.knowledge.files,
      documentId: added.id,
      embeddings: gate.embeddings,
      batchSize: 4,
      now: () => Date.now(),
      signal: new AbortController().signal,
      warn,
    });
    await gate.asked(1);
    const started = (await calls.document(added.id)).json() as KnowledgeDocument;
    expect(started).toMatchObject({ status: 'indexing', indexed: 0 });
    gate.release();
    await gate.asked(2);
    const between = (await calls.document(added.id)).json() as KnowledgeDocument;
    expect(between).toMatchObject({ status: 'indexing', indexed: 4, pages: 3 });
    expect(between.total).toBeGreaterThan(4);
    for (let batch = 2; batch <= Math.ceil(between.total / 4); batch += 1) {
      gate.release();
      await gate.asked(Math.min(batch + 1, Math.ceil(between.total / 4)));
    }
    gate.release();
    expect(await indexing).toBe('ready');
    expect((await calls.document(added.id)).json()).toMatchObject({ status: 'ready', indexed: between.total });
    const [first] = await server.app.taskwell.db
      .select()
      .from(knowledgePassages)
      .where(eq(knowledgePassages.documentId, added.id))
      .limit(1);
    expect(first).toMatchObject({ embeddingModel: 'stand-in', embeddingDimension: 2 });
  });

  it('given the document deleted between batches should stop and leave nothing of it', async () => {
    const added = (
      await calls.paste(collectionId, 'Long', Array.from({ length: 80 }, (_, n) => sentence(1, n)).join(' '))
    ).json() as KnowledgeDocument;
    const gate = gatedEmbeddings();
    const indexing = indexDocument({
      db: server.app.taskwell.db,
      files: server.app.taskwell.knowledge.files,
      documentId: added.id,
      embeddings: gate.embeddings,
      batchSize: 2,
      now: () => Date.now(),
      signal: new AbortController().signal,
      warn,
    });
    await gate.asked(1);
    gate.release();
    await gate.asked(2);
    const { db, knowledge } = server.app.taskwell;
    const storageName = await storageNameOf(added.id);
    expect(await knowledge.files.read(storageName)).toBeInstanceOf(Buffer);
    expect((await calls.deleteDocument(added.id)).statusCode).toBe(204);
    gate.release();
    expect(await indexing).toBe('gone');
    expect(await db.select().from(knowledgePassages).where(eq(knowledgePassages.documentId, added.id))).toEqual([]);
    expect(await db.select().from(knowledgePages).where(eq(knowledgePages.documentId, added.id))).toEqual([]);
    // The delete removed its file from the blob store before it answered.
    expect(await knowledge.files.read(storageName)).toBeUndefined();
  });

  it.each([
    {
      name: 'a damaged PDF',
      data: Buffer.from('%PDF-1.7\nthis is not really a PDF at all'),
      type: 'application/pdf',
      message: 'This file is not a PDF that can be read (it may be damaged).',
    },
    {
      name: 'a PDF without text',
      data: 'blank',
      type: 'application/pdf',
      message: /no text layer/,
    },
  ])('given $name should end failed with why, keeping the document and its file', async ({ data, type, message }) => {
    const bytes = data === 'blank' ? await pdfOf([[]]) : Buffer.from(data);
    const added = (
      await calls.upload(collectionId, bytes, { filename: 'broken.pdf', type })
    ).json() as KnowledgeDocument;
    expect(added.status).toBe('queued');
    expect(await server.app.taskwell.knowledge.indexer.index(added.id)).toBe('failed');
    const failed = (await calls.document(added.id)).json() as KnowledgeDocument;
    expect(failed.status).toBe('failed');
    expect(failed.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    const file = await server.app.taskwell.knowledge.files.read(await storageNameOf(added.id));
    expect(file?.equals(bytes)).toBe(true);
    expect((await calls.page(added.id, 1)).statusCode).toBe(404);
    expect((await calls.deleteDocument(added.id)).statusCode).toBe(204);
  });
});

describe('documents a stopped process left', () => {
  it('given one indexing with no batch for minutes should queue it again and let a worker take it; one fresh not', async () => {
    const { db } = server.app.taskwell;
    const paste = async (title: string) =>
      ((await calls.paste(collectionId, title, 'Left behind by a worker.')).json() as KnowledgeDocument).id;
    const [stale, fresh] = [await paste('Stale'), await paste('Fresh')];
    const at = new Date();
    await db
      .update(knowledgeDocuments)
      .set({ status: 'indexing', updatedAt: new Date(at.getTime() - 10 * 60_000) })
      .where(eq(knowledgeDocuments.id, stale));
    await db
      .update(knowledgeDocuments)
      .set({ status: 'indexing', updatedAt: at })
      .where(eq(knowledgeDocuments.id, fresh));
    const left = await leftDocuments(db, { at, all: false });
    expect(left).toContain(stale);
    expect(left).not.toContain(fresh);
    // Another worker's document in hand is not taken; the stopped one's is.
    expect(await server.app.taskwell.knowledge.indexer.index(fresh)).toBe('gone');
    expect(await server.app.taskwell.knowledge.indexer.index(stale)).toBe('ready');
    // The embedded database at start: no other process holds anything, so it is queued again.
    expect(await leftDocuments(db, { at, all: true })).toContain(fresh);
    expect(await server.app.taskwell.knowledge.indexer.index(fresh)).toBe('ready');
  });

  it('given a stale attempt taken over by another worker should stop the first without writing again', async () => {
    const { db } = server.app.taskwell;
    const text = Array.from({ length: 60 }, (_, n) => sentence(2, n)).join(' ');
    const id = ((await calls.paste(collectionId, 'Taken over', text)).json() as KnowledgeDocument).id;
    const gate = gatedEmbeddings();
    const first = indexDocument({
      db,
      files: server.app.taskwell.knowledge.files,
      documentId: id,
      embeddings: gate.embeddings,
      batchSize: 2,
      now: () => Date.now(),
      signal: new AbortController().signal,
      warn,
    });
    await gate.asked(1);
    gate.release();
    await gate.asked(2);
    // The first worker went quiet for longer than a worker takes: another one takes the document.
    await db
      .update(knowledgeDocuments)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(knowledgeDocuments.id, id));
    expect(await server.app.taskwell.knowledge.indexer.index(id)).toBe('ready');
    gate.release();
    expect(await first).toBe('gone');
    const document = (await calls.document(id)).json() as KnowledgeDocument;
    expect(document).toMatchObject({ status: 'ready' });
    const passages = await db.select().from(knowledgePassages).where(eq(knowledgePassages.documentId, id));
    expect(passages).toHaveLength(document.total);
    expect(passages.every((passage) => passage.embedding === null)).toBe(true);
  });
});
