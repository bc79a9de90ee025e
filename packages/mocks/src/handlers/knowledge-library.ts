import type { KnowledgeCollection, KnowledgeDocument } from '@taskwell/api-sdk';
import { type KnowledgeLimitKind, knowledgeAllowanceOf, knowledgeLimitMessage, planWithMore } from '@taskwell/domain';
import { type MockKnowledgeCollection, type MockKnowledgeDocument, passagesOf } from '../fixtures/knowledge.ts';
import { errorReply, type MockContext } from '../mock-context.ts';

/**
 * The mock Well of Knowledge's rules over the mock state: who sees a collection or a document,
 * their replies, one step of indexing, the names a body may give, and the plan's limits.
 */
export function knowledgeLibrary(context: MockContext) {
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
    bad,
    notFound,
    iso,
    shareAnOrganization,
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
  };
}
