import type { KnowledgeCollection, KnowledgeDocument, KnowledgePassage } from '@taskwell/api-sdk';
import {
  checkKnowledgeUpload,
  type KnowledgeLimitKind,
  knowledgeAllowanceOf,
  knowledgeLimitMessage,
  planWithMore,
  readHead,
} from '@taskwell/domain';
import {
  type MockKnowledgeCollection,
  type MockKnowledgeDocument,
  passagesOf,
  passagesOfPage,
} from '../fixtures/knowledge.ts';
import { errorReply, type MockContext } from '../mock-context.ts';
import { keysetPage, pageLimit } from './keyset-page.ts';
import { readDocument } from './knowledge-reading.ts';
import { http, withFailures } from './mock-http.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const stopWords = new Set(
  'the and for are but not you all any can had her was one our out has his how its may who did get let say she too use what when where which with from that this they them then than have will your into about does there their would should could'.split(
    ' ',
  ),
);

/** The words of a text a search compares: lower case, three letters or more, common endings cut. */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= 3 && !stopWords.has(word))
    .map((word) => word.replace(/(ing|ed|es|s)$/, ''));
}

/**
 * The Well of Knowledge over the mock state (issue 28): collections, documents indexed one step
 * per read of `getKnowledgeDocument` (queued -> indexing -> ready), pages, and a word-overlap
 * search of the ready passages. A user sees their own, and collections shared by a member of an
 * organization they belong to; anyone else's answers 404.
 */
export function knowledgeHandlers(context: MockContext) {
  const bad = (message: string) => errorReply(400, 'invalid_request', message);
  const notFound = (what: string) => errorReply(404, 'not_found', `${what} was not found.`);
  const iso = (ms: number) => new Date(ms).toISOString();

  const shareAnOrganization = (a: string, b: string) =>
    [...context.organizations.values()].some((kept) => kept.members.has(a) && kept.members.has(b));
  const visible = (caller: string, collection: MockKnowledgeCollection) =>
    collection.owner === caller || (collection.shared && shareAnOrganization(caller, collection.owner));
  const visibleCollection = (caller: string, id: string | null) => {
    const collection = id ? context.knowledgeCollections.get(id) : undefined;
    return collection && visible(caller, collection) ? collection : undefined;
  };
  const ownCollection = (caller: string, id: string) => {
    const collection = context.knowledgeCollections.get(id);
    return collection?.owner === caller ? collection : undefined;
  };
  const visibleDocument = (caller: string, id: string) => {
    const document = context.knowledgeDocuments.get(id);
    return document && visibleCollection(caller, document.collectionId) ? document : undefined;
  };
  const documentsOf = (collectionId: string) =>
    [...context.knowledgeDocuments.values()].filter((document) => document.collectionId === collectionId);

  const collectionReply = (caller: string, collection: MockKnowledgeCollection): KnowledgeCollection => {
    const owner = context.accounts.get(collection.owner)?.profile;
    const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() || owner.id : collection.owner;
    return {
      id: collection.id,
      name: collection.name,
      documents: documentsOf(collection.id).length,
      mine: collection.owner === caller,
      shared: collection.shared,
      ...(collection.owner === caller ? {} : { ownerName }),
      createdAt: iso(collection.createdAt),
    };
  };
  const documentReply = (caller: string, document: MockKnowledgeDocument): KnowledgeDocument => ({
    id: document.id,
    collectionId: document.collectionId,
    title: document.title,
    ...(document.fileName ? { fileName: document.fileName } : {}),
    contentType: document.contentType,
    size: document.size,
    pages: document.pageTexts.length,
    status: document.status,
    indexed: document.indexed,
    total: document.total,
    ...(document.message ? { message: document.message } : {}),
    mine: document.owner === caller,
    createdAt: iso(document.createdAt),
  });

  /** One step of indexing, taken each time a document's progress is read. */
  const advance = (document: MockKnowledgeDocument) => {
    if (document.status === 'ready' || document.status === 'failed') return;
    if (document.status === 'queued') {
      document.status = 'indexing';
      if (document.unreadable) return;
      document.total = passagesOf(document.pageTexts).length;
      document.indexed = Math.floor(document.total / 2);
      return;
    }
    if (document.unreadable) {
      document.status = 'failed';
      document.message = document.unreadable;
      return;
    }
    document.indexed = Math.min(document.total, document.indexed + Math.ceil(document.total / 2));
    if (document.indexed >= document.total) document.status = 'ready';
  };

  /** A collection name from a body: one line of 1 to 80 characters, spaces at the ends dropped. */
  const nameOf = (value: unknown) => {
    const name = typeof value === 'string' ? value.trim() : '';
    return name.length >= 1 && name.length <= 80 && !/[\r\n]/.test(name) ? name : undefined;
  };
  const titleOf = (value: unknown) => {
    const title = typeof value === 'string' ? value.trim() : '';
    return title.length >= 1 && title.length <= 200 && !/[\r\n]/.test(title) ? title : undefined;
  };
  const nameTaken = (caller: string, name: string, except?: string) =>
    [...context.knowledgeCollections.values()].some(
      (each) => each.owner === caller && each.id !== except && each.name.toLowerCase() === name.toLowerCase(),
    );
  const nameTakenReply = (name: string) =>
    errorReply(409, 'name_taken', `You already have a collection called "${name}". Choose another name.`);

  /** What an account uses of its library. */
  const usedBy = (email: string) => {
    const collections = [...context.knowledgeCollections.values()].filter((each) => each.owner === email);
    const documents = [...context.knowledgeDocuments.values()].filter((each) => each.owner === email);
    return {
      collections: collections.length,
      documents: documents.length,
      storageBytes: documents.reduce((sum, each) => sum + each.size, 0),
    };
  };
  /** The refusal of going past a plan's limit: 403 naming the plan with more, or 409 when none has more. */
  const pastLimit = (plan: string, kind: KnowledgeLimitKind) =>
    planWithMore(plan, kind)
      ? errorReply(403, 'plan_required', knowledgeLimitMessage(plan, kind))
      : errorReply(409, 'knowledge_limit', knowledgeLimitMessage(plan, kind));
  /** The refusal of adding a document of `size` bytes, when the plan's limits are reached. */
  const documentRefusal = (plan: string, email: string, size: number) => {
    const { limits } = knowledgeAllowanceOf(plan);
    const used = usedBy(email);
    if (used.documents >= limits.documents) return pastLimit(plan, 'documents');
    if (used.storageBytes + size > limits.storageBytes) return pastLimit(plan, 'storageBytes');
    return undefined;
  };

  const addDocument = (document: Omit<MockKnowledgeDocument, 'id' | 'createdAt' | 'status' | 'indexed' | 'total'>) => {
    const kept: MockKnowledgeDocument = {
      ...document,
      id: context.newUuid(),
      createdAt: context.now(),
      status: 'queued',
      indexed: 0,
      total: 0,
    };
    context.knowledgeDocuments.set(kept.id, kept);
    return kept;
  };

  return {
    getKnowledgeAllowance: http.get(
      '/api/knowledge/allowance',
      withFailures(context, 'getKnowledgeAllowance', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const { plan, level, limits } = knowledgeAllowanceOf(caller.profile.plan);
        const upgrade = planWithMore(caller.profile.plan, 'documents');
        return response(200).json({
          plan: plan?.name ?? caller.profile.plan,
          level: level ?? 'none',
          limits: { collections: limits.collections, documents: limits.documents, storageBytes: limits.storageBytes },
          used: usedBy(caller.profile.id),
          knowledgeStepsInOwnTasks: limits.knowledgeStepsInOwnTasks,
          shareWithOrganization: limits.shareWithOrganization,
          ...(upgrade ? { upgrade: { plan: upgrade.plan.name, level: upgrade.level } } : {}),
        });
      }),
    ),
    listKnowledgeCollections: http.get(
      '/api/knowledge/collections',
      withFailures(context, 'listKnowledgeCollections', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const me = caller.profile.id;
        const all = [...context.knowledgeCollections.values()].filter((each) => visible(me, each));
        const byName = (a: MockKnowledgeCollection, b: MockKnowledgeCollection) => a.name.localeCompare(b.name);
        const collections = [
          ...all.filter((each) => each.owner === me).sort(byName),
          ...all.filter((each) => each.owner !== me).sort(byName),
        ].map((each) => collectionReply(me, each));
        return response(200).json({ collections });
      }),
    ),
    createKnowledgeCollection: http.post(
      '/api/knowledge/collections',
      withFailures(context, 'createKnowledgeCollection', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const me = caller.profile.id;
        const body = (await request.json().catch(() => null)) as { name?: unknown } | null;
        const name = nameOf(body?.name);
        if (!name) return response.untyped(bad('Give the collection a name of 1 to 80 characters on one line.'));
        if (nameTaken(me, name)) return response.untyped(nameTakenReply(name));
        if (usedBy(me).collections >= knowledgeAllowanceOf(caller.profile.plan).limits.collections) {
          return response.untyped(pastLimit(caller.profile.plan, 'collections'));
        }
        const collection: MockKnowledgeCollection = {
          id: context.newUuid(),
          owner: me,
          name,
          shared: false,
          createdAt: context.now(),
        };
        context.knowledgeCollections.set(collection.id, collection);
        return response(201).json(collectionReply(me, collection));
      }),
    ),
    updateKnowledgeCollection: http.patch(
      '/api/knowledge/collections/{collectionId}',
      withFailures(context, 'updateKnowledgeCollection', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const me = caller.profile.id;
        const collection = ownCollection(me, params.collectionId);
        if (!collection) return response.untyped(notFound('That collection'));
        const body = (await request.json().catch(() => null)) as { name?: unknown; shared?: unknown } | null;
        if (!body || (body.name === undefined && body.shared === undefined)) {
          return response.untyped(bad('Send a new name, or whether the collection is shared.'));
        }
        const name = body.name === undefined ? collection.name : nameOf(body.name);
        if (!name) return response.untyped(bad('Give the collection a name of 1 to 80 characters on one line.'));
        if (body.shared !== undefined && typeof body.shared !== 'boolean') {
          return response.untyped(bad('"shared" is true or false.'));
        }
        if (nameTaken(me, name, collection.id)) return response.untyped(nameTakenReply(name));
        if (body.shared === true && !knowledgeAllowanceOf(caller.profile.plan).limits.shareWithOrganization) {
          return response.untyped(pastLimit(caller.profile.plan, 'shareWithOrganization'));
        }
        const inOrganization = [...context.organizations.values()].some((kept) => kept.members.has(me));
        if (body.shared === true && !inOrganization) {
          return response.untyped(
            errorReply(
              409,
              'no_organization',
              'Join or make an organization first: a collection is shared with its members.',
            ),
          );
        }
        collection.name = name;
        if (typeof body.shared === 'boolean') collection.shared = body.shared;
        return response(200).json(collectionReply(me, collection));
      }),
    ),
    deleteKnowledgeCollection: http.delete(
      '/api/knowledge/collections/{collectionId}',
      withFailures(context, 'deleteKnowledgeCollection', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const collection = ownCollection(caller.profile.id, params.collectionId);
        if (!collection) return response.untyped(notFound('That collection'));
        for (const document of documentsOf(collection.id)) context.knowledgeDocuments.delete(document.id);
        context.knowledgeCollections.delete(collection.id);
        return response.untyped(new Response(null, { status: 204 }));
      }),
    ),
    listKnowledgeDocuments: http.get(
      '/api/knowledge/documents',
      withFailures(context, 'listKnowledgeDocuments', ({ request, query, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const me = caller.profile.id;
        const limit = pageLimit(query.get('limit'));
        if (limit === undefined) return response.untyped(bad('A page holds 1 to 100 documents.'));
        const collectionId = query.get('collectionId');
        if (collectionId !== null && !visibleCollection(me, collectionId)) {
          return response.untyped(notFound('That collection'));
        }
        const search = query.get('q')?.trim().toLowerCase() ?? '';
        const kept = [...context.knowledgeDocuments.values()].filter(
          (document) =>
            visibleCollection(me, document.collectionId) &&
            (collectionId === null || document.collectionId === collectionId) &&
            (search === '' || document.title.toLowerCase().includes(search)),
        );
        const page = keysetPage(kept, { cursor: query.get('cursor'), limit });
        if (!page) {
          return response.untyped(
            errorReply(400, 'invalid_cursor', 'This page link is not valid any more; load the list again.'),
          );
        }
        return response(200).json({
          items: page.items.map((document) => documentReply(me, document)),
          nextCursor: page.nextCursor,
        });
      }),
    ),
    uploadKnowledgeDocument: http.post(
      '/api/knowledge/documents',
      withFailures(context, 'uploadKnowledgeDocument', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const me = caller.profile.id;
        const form = await request.formData().catch(() => null);
        const collectionId = form?.get('collectionId');
        const file = form?.get('file');
        if (typeof collectionId !== 'string' || !uuidPattern.test(collectionId) || !(file instanceof Blob)) {
          return response.untyped(bad('Send the parts "collectionId" and "file".'));
        }
        if (!ownCollection(me, collectionId)) return response.untyped(notFound('That collection'));
        const fileName = file instanceof File && file.name ? file.name : 'document';
        const check = checkKnowledgeUpload({
          name: fileName,
          type: file.type,
          size: file.size,
          head: await readHead(file),
        });
        if (!check.ok) {
          const status = check.problem === 'size' ? 413 : check.problem === 'type' ? 415 : 400;
          const code =
            check.problem === 'size'
              ? 'payload_too_large'
              : check.problem === 'type'
                ? 'unsupported_media_type'
                : 'invalid_request';
          return response.untyped(errorReply(status, code, check.message));
        }
        const refused = documentRefusal(caller.profile.plan, me, file.size);
        if (refused) return response.untyped(refused);
        const read = readDocument(new Uint8Array(await file.arrayBuffer()), check.contentType);
        const document = addDocument({
          collectionId,
          owner: me,
          title: fileName.replace(/\.[^.]+$/, '') || fileName,
          fileName,
          contentType: check.contentType,
          size: file.size,
          pageTexts: 'pageTexts' in read ? read.pageTexts : [],
          ...('unreadable' in read ? { unreadable: read.unreadable } : {}),
        });
        return response(202).json(documentReply(me, document));
      }),
    ),
    pasteKnowledgeText: http.post(
      '/api/knowledge/texts',
      withFailures(context, 'pasteKnowledgeText', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const me = caller.profile.id;
        const body = (await request.json().catch(() => null)) as {
          collectionId?: unknown;
          title?: unknown;
          text?: unknown;
        } | null;
        const title = titleOf(body?.title);
        const text = typeof body?.text === 'string' ? body.text : '';
        if (typeof body?.collectionId !== 'string' || !uuidPattern.test(body.collectionId)) {
          return response.untyped(bad('Choose a collection for the text.'));
        }
        if (!title) return response.untyped(bad('Give the text a title of 1 to 200 characters on one line.'));
        if (text.trim() === '' || text.length > 1_000_000) {
          return response.untyped(bad('Paste a text of 1 to 1,000,000 characters.'));
        }
        if (!ownCollection(me, body.collectionId)) return response.untyped(notFound('That collection'));
        const refused = documentRefusal(caller.profile.plan, me, new TextEncoder().encode(text).length);
        if (refused) return response.untyped(refused);
        const document = addDocument({
          collectionId: body.collectionId,
          owner: me,
          title,
          contentType: 'text/plain',
          size: new TextEncoder().encode(text).length,
          pageTexts: [text],
        });
        return response(202).json(documentReply(me, document));
      }),
    ),
    getKnowledgeDocument: http.get(
      '/api/knowledge/documents/{documentId}',
      withFailures(context, 'getKnowledgeDocument', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const document = visibleDocument(caller.profile.id, params.documentId);
        if (!document) return response.untyped(notFound('That document'));
        advance(document);
        return response(200).json(documentReply(caller.profile.id, document));
      }),
    ),
    renameKnowledgeDocument: http.patch(
      '/api/knowledge/documents/{documentId}',
      withFailures(context, 'renameKnowledgeDocument', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const document = context.knowledgeDocuments.get(params.documentId);
        if (document?.owner !== caller.profile.id) return response.untyped(notFound('That document'));
        const body = (await request.json().catch(() => null)) as { title?: unknown } | null;
        const title = titleOf(body?.title);
        if (!title) return response.untyped(bad('Give the document a title of 1 to 200 characters on one line.'));
        document.title = title;
        return response(200).json(documentReply(caller.profile.id, document));
      }),
    ),
    deleteKnowledgeDocument: http.delete(
      '/api/knowledge/documents/{documentId}',
      withFailures(context, 'deleteKnowledgeDocument', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const document = context.knowledgeDocuments.get(params.documentId);
        if (document?.owner !== caller.profile.id) return response.untyped(notFound('That document'));
        context.knowledgeDocuments.delete(document.id);
        return response.untyped(new Response(null, { status: 204 }));
      }),
    ),
    getKnowledgeDocumentPage: http.get(
      '/api/knowledge/documents/{documentId}/pages/{page}',
      withFailures(context, 'getKnowledgeDocumentPage', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const page = Number(params.page);
        if (!Number.isInteger(page) || page < 1 || page > 100_000) {
          return response.untyped(bad('A page is a whole number from 1.'));
        }
        const document = visibleDocument(caller.profile.id, params.documentId);
        if (!document) return response.untyped(notFound('That document'));
        const text = document.pageTexts[page - 1];
        if (text === undefined) return response.untyped(notFound(`Page ${page} of this document`));
        return response(200).json({
          documentId: document.id,
          title: document.title,
          page,
          pages: document.pageTexts.length,
          text,
        });
      }),
    ),
    searchKnowledge: http.get(
      '/api/knowledge/search',
      withFailures(context, 'searchKnowledge', ({ request, query, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const me = caller.profile.id;
        const q = query.get('q') ?? '';
        if (q.trim() === '' || q.length > 1000 || /[\r\n]/.test(q)) {
          return response.untyped(bad('Ask a question of 1 to 1000 characters on one line.'));
        }
        const limitText = query.get('limit');
        const limit = limitText === null ? 5 : Number(limitText);
        if (!Number.isInteger(limit) || limit < 1 || limit > 20) {
          return response.untyped(bad('Ask for 1 to 20 passages.'));
        }
        const collectionId = query.get('collectionId');
        if (collectionId !== null && !visibleCollection(me, collectionId)) {
          return response.untyped(notFound('That collection'));
        }
        const terms = new Set(searchTerms(q));
        const passages: KnowledgePassage[] = [];
        for (const document of context.knowledgeDocuments.values()) {
          if (document.status !== 'ready' || !visibleCollection(me, document.collectionId)) continue;
          if (collectionId !== null && document.collectionId !== collectionId) continue;
          document.pageTexts.forEach((text, index) => {
            for (const passage of passagesOfPage(text, index + 1)) {
              const words = searchTerms(passage.text);
              const matched = [...terms].filter((term) => words.includes(term));
              if (matched.length === 0) continue;
              const hits = words.filter((word) => terms.has(word)).length;
              passages.push({
                documentId: document.id,
                documentTitle: document.title,
                collectionId: document.collectionId,
                ...passage,
                score: Math.round((matched.length + hits / (words.length + 1)) * 1000) / 1000,
              });
            }
          });
        }
        passages.sort((a, b) => b.score - a.score);
        return response(200).json({ mode: 'lexical', passages: passages.slice(0, limit) });
      }),
    ),
  };
}
