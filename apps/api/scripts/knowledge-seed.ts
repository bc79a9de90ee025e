// A large library for the knowledge speed benchmark, written in bulk: pasted texts read, split and
// turned into passage rows by the indexer's own functions (readDocument, splitPassages,
// passageValues), many documents per transaction and per INSERT, so that 9,000 documents take
// seconds rather than the minutes of 9,000 pastes through the API. The documents are `ready`, with
// their file (in the blob store, as an add writes it), pages and passages as the indexer leaves
// them; the lexeme counts come from the same triggers.
import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/open-database.ts';
import { newRowId } from '../src/db/row-ids.ts';
import { knowledgeDocuments, knowledgePages, knowledgePassages, knowledgeUsage } from '../src/db/schema.ts';
import { passageValues } from '../src/knowledge/indexing/index-document.ts';
import { readDocument } from '../src/knowledge/indexing/read-document.ts';
import { splitPassages } from '../src/knowledge/indexing/split-passages.ts';
import type { KnowledgeFiles } from '../src/knowledge/persistence/knowledge-files.ts';

/** Adds `texts` to the collection as ready documents, `perStatement` at a time; returns how many passages. */
export async function seedReadyTexts(options: {
  db: Database;
  /** Where the documents' files are written. */
  files: KnowledgeFiles;
  collectionId: string;
  ownerEmail: string;
  texts: ReadonlyArray<{ title: string; text: string }>;
  perStatement?: number;
  progress?: (done: number) => void;
}): Promise<number> {
  const { db, collectionId, ownerEmail } = options;
  const perStatement = options.perStatement ?? 250;
  const signal = new AbortController().signal;
  let passagesWritten = 0;
  for (let first = 0; first < options.texts.length; first += perStatement) {
    const chunk = options.texts.slice(first, first + perStatement);
    const documents: Array<typeof knowledgeDocuments.$inferInsert> = [];
    const pages: Array<typeof knowledgePages.$inferInsert> = [];
    const passages: PgInsertValue<typeof knowledgePassages>[] = [];
    for (const { title, text } of chunk) {
      const bytes = Buffer.from(text);
      const read = await readDocument({ bytes, contentType: 'text/plain', signal });
      const split = splitPassages(read, { title });
      const id = newRowId();
      const at = new Date();
      documents.push({
        id,
        collectionId,
        ownerEmail,
        title,
        contentType: 'text/plain' as const,
        size: bytes.length,
        storageName: await options.files.keep(bytes),
        pages: read.length,
        status: 'ready' as const,
        indexed: split.length,
        total: split.length,
        createdAt: at,
        updatedAt: at,
      });
      for (const [index, pageText] of read.entries()) pages.push({ documentId: id, page: index + 1, text: pageText });
      passages.push(...passageValues({ id, collectionId, ownerEmail }, split, 0));
    }
    await db.transaction(async (tx) => {
      await tx.insert(knowledgeDocuments).values(documents);
      await tx.insert(knowledgePages).values(pages);
      await tx.insert(knowledgePassages).values(passages);
      // The owner's usage, as a paste keeps it (decision 194).
      const size = documents.reduce((sum, document) => sum + document.size, 0);
      await tx
        .insert(knowledgeUsage)
        .values({ ownerEmail, documents: documents.length, storageBytes: size })
        .onConflictDoUpdate({
          target: knowledgeUsage.ownerEmail,
          set: {
            documents: sql`${knowledgeUsage.documents} + ${documents.length}`,
            storageBytes: sql`${knowledgeUsage.storageBytes} + ${size}`,
          },
        });
    });
    passagesWritten += passages.length;
    options.progress?.(first + chunk.length);
  }
  // The planner's statistics of the tables just filled, as PostgreSQL's autovacuum and the embedded
  // database's upkeep (src/db/embedded-maintenance.ts) gather them after so many new rows.
  await db.execute(sql`ANALYZE knowledge_documents, knowledge_passages, knowledge_lexemes`);
  return passagesWritten;
}
