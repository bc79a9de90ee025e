import type { KnowledgePassage } from '@taskwell/api-sdk';
import { checkKnowledgeUpload, knowledgeAllowanceOf, planWithMore, readHead } from '@taskwell/domain';
import { type MockKnowledgeCollection, passagesOfPage } from '../fixtures/knowledge.ts';
import { errorReply, type MockContext } from '../mock-context.ts';
import { keysetPage, pageLimit } from './keyset-page.ts';
import { knowledgeLibrary } from './knowledge-library.ts';
import { searchTerms } from './knowledge-search-terms.ts';

export { searchTerms } from './knowledge-search-terms.ts';

import { readDocument } from './knowledge-reading.ts';
import { http, withFailures } from './mock-http.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The Well of Knowledge over the mock state (issue 28): collections, documents indexed one step
 * per read of `getKnowledgeDocument` (queued -> indexing -> ready), pages, and a word-overlap
 * search of the ready passages. A user sees their own, and collections shared by a member of an
 * organization they belong to; anyone else's answers 404.
 */
export function knowledgeHandlers(context: MockContext) {
  const {
    bad,
    notFound,
    visible,
    visibleCollection,
    ownCollection,
    visibleDocument,
    documentsOf,
    collectionReply,
    documentReply,
    advance,
    nameOf,
    titleOf,
    nameTaken,
    nameTakenReply,
    usedBy,
    pastLimit,
    documentRefusal,
    addDocument,
  } = knowledgeLibrary(context);

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
