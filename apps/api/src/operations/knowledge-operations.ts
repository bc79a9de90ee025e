import { checkDeclaredUpload, pdfMaxBytes } from '@taskwell/domain';
import { payloadTooLarge, type ReceivedFile } from '../assets/asset-storage.ts';
import { requireSession } from '../auth/authenticate.ts';
import type { KnowledgeContentType } from '../db/knowledge-schema.ts';
import { isDependencyOutage } from '../errors/dependency-outage.ts';
import { DomainError, invalid } from '../errors/domain-error.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

/** Room for the multipart framing and the collection's id around the largest file. */
const multipartOverhead = 64 * 1024;
/** The contract's default number of passages a search gives. */
const defaultSearchLimit = 5;

const collectionIdOf = (request: { params: { collectionId: string } }) => request.params.collectionId;
const documentIdOf = (request: { params: { documentId: string } }) => request.params.documentId;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badMultipart = (message: string) => invalid('invalid_multipart', message);

/**
 * True for errors that already say what was wrong (ours, or the framework's), and for a database
 * or bucket that is away (a 503, issue 42): neither is a body that could not be read.
 */
function isReportedError(error: unknown): boolean {
  if (isDependencyOutage(error)) return true;
  return error instanceof DomainError || (typeof error === 'object' && error !== null && 'statusCode' in error);
}

/** The type a knowledge document is kept under: text, markdown or PDF, as the content shows it. */
function knowledgeType(contentType: string): KnowledgeContentType | undefined {
  if (contentType === 'application/pdf' || contentType === 'text/markdown') return contentType;
  if (contentType.startsWith('text/') || contentType === 'application/json') return 'text/plain';
  return undefined;
}

/** A title from a file name: its name without the extension. */
function titleOf(fileName: string): string {
  const bare = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '').trim();
  return (bare || fileName).slice(0, 200);
}

/** The Well of Knowledge (issue 28): see knowledge/knowledge-library.ts. */
export function knowledgeOperations(context: ServerContext) {
  const { knowledge, assets } = context;
  return operationGroup({
    async getKnowledgeAllowance(request) {
      return knowledge.allowance(requireSession(request).email);
    },

    async listKnowledgeCollections(request) {
      return { collections: await knowledge.collections.list(requireSession(request).email) };
    },

    async createKnowledgeCollection(request, reply) {
      const { name } = request.body;
      const made = await knowledge.collections.create(requireSession(request).email, name);
      reply.status(201);
      return made;
    },

    async updateKnowledgeCollection(request) {
      const change = request.body;
      return knowledge.collections.update(requireSession(request).email, collectionIdOf(request), change);
    },

    async deleteKnowledgeCollection(request, reply) {
      await knowledge.deleteCollection(requireSession(request).email, collectionIdOf(request));
      return reply.status(204).send();
    },

    async listKnowledgeDocuments(request) {
      const email = requireSession(request).email;
      const query = request.query;
      if (query.collectionId) await knowledge.collections.requireReadable(email, query.collectionId);
      return knowledge.documents.list(email, query);
    },

    /** Parts `collectionId` and `file`; the upload rules of createAsset, limits enforced while streaming. */
    async uploadKnowledgeDocument(request, reply) {
      const email = requireSession(request).email;
      if (!request.isMultipart()) {
        throw new DomainError('unsupported_type', 'unsupported_media_type', 'Send the file as multipart/form-data.');
      }
      if (Number(request.headers['content-length'] ?? 0) > pdfMaxBytes + multipartOverhead) {
        throw payloadTooLarge(pdfMaxBytes);
      }
      let file: ReceivedFile | undefined;
      let declaredType = '';
      let collectionId: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field' && part.fieldname === 'collectionId' && collectionId === undefined) {
            collectionId = String(part.value).trim();
            if (!uuid.test(collectionId)) throw badMultipart('The "collectionId" part must be a collection id.');
            // Not a byte of the file is kept for a collection that is not the caller's.
            await knowledge.collections.requireOwn(email, collectionId);
          } else if (part.type === 'file' && part.fieldname === 'file' && file === undefined) {
            declaredType = part.mimetype;
            file = await assets.receive(part.file, { fileName: part.filename, declaredType, ceiling: pdfMaxBytes });
          } else {
            if (part.type === 'file') part.file.resume();
            throw badMultipart(`Unexpected part "${part.fieldname}": send one "collectionId" and one "file".`);
          }
        }
      } catch (error) {
        await assets.discard(file);
        if (isReportedError(error)) throw error;
        throw badMultipart('The multipart body could not be read.');
      }
      try {
        if (!file) throw badMultipart('A "file" part is required.');
        if (collectionId === undefined) throw badMultipart('A "collectionId" part is required.');
        const check = checkDeclaredUpload({
          name: file.fileName,
          type: declaredType,
          size: file.size,
          head: file.head,
        });
        const type = check.ok ? knowledgeType(check.contentType) : undefined;
        if (!check.ok || !type) {
          const tooLarge = !check.ok && check.errors.some((error) => error.startsWith('File is larger'));
          throw new DomainError(
            tooLarge ? 'too_large' : 'unsupported_type',
            tooLarge ? 'payload_too_large' : 'unsupported_media_type',
            check.ok ? 'File type must be one of text/plain, text/markdown, application/pdf' : check.errors.join('; '),
          );
        }
        const document = await knowledge.add(email, {
          collectionId,
          title: titleOf(file.fileName),
          fileName: file.fileName,
          contentType: type,
          bytes: await assets.readReceived(file),
        });
        reply.status(202);
        return document;
      } finally {
        await assets.discard(file);
      }
    },

    async pasteKnowledgeText(request, reply) {
      const body = request.body;
      const document = await knowledge.add(requireSession(request).email, {
        collectionId: body.collectionId,
        title: body.title,
        contentType: 'text/plain',
        bytes: Buffer.from(body.text, 'utf8'),
      });
      reply.status(202);
      return document;
    },

    async getKnowledgeDocument(request) {
      return knowledge.documents.get(requireSession(request).email, documentIdOf(request));
    },

    async renameKnowledgeDocument(request) {
      const { title } = request.body;
      return knowledge.documents.rename(requireSession(request).email, documentIdOf(request), title);
    },

    async deleteKnowledgeDocument(request, reply) {
      await knowledge.deleteDocument(requireSession(request).email, documentIdOf(request));
      return reply.status(204).send();
    },

    async getKnowledgeDocumentPage(request) {
      const { page } = request.params;
      return knowledge.documents.page(requireSession(request).email, documentIdOf(request), Number(page));
    },

    async searchKnowledge(request) {
      const email = requireSession(request).email;
      const query = request.query;
      if (query.collectionId) await knowledge.collections.requireReadable(email, query.collectionId);
      const { mode, passages } = await knowledge.search.search({
        accountEmail: email,
        query: query.q,
        ...(query.collectionId ? { collectionId: query.collectionId } : {}),
        limit: query.limit ?? defaultSearchLimit,
      });
      return { mode, passages };
    },
  });
}
