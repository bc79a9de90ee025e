import type { ExecuteTaskRequest, StoreListingPut, StoreRunRequest } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireCaller, requireSession } from '../auth/authenticate.ts';
import { sendAssetFile } from '../http/asset-file-reply.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import { notOnSale } from '../runtime/listing-refusals.ts';
import type { ServerContext } from '../server-context.ts';
import { creatorEarnings, earningsCsv, earningsSpan } from '../store/creator-earnings.ts';
import { listingFeedback } from '../store/listing-feedback.ts';
import { listingSample, listingSampleAsset } from '../store/listing-sample.ts';
import { refuseOwnListing } from '../store/own-listing.ts';
import { savedListings, saveListing, unsaveListing } from '../store/saved-listings.ts';
import { type StoreSearchQuery, searchStore } from '../store/store-search.ts';
import { startRunReply } from './run-operations.ts';

const taskIdOf = (request: FastifyRequest) => (request.params as { creatorTaskId: string }).creatorTaskId;
const listingIdOf = (request: FastifyRequest) => (request.params as { listingId: string }).listingId;

/** Whether the caller asked for CSV: `format=csv`, or an `Accept` that names text/csv. */
function wantsCsv(request: FastifyRequest): boolean {
  const { format } = request.query as { format?: string };
  if (format !== undefined) return format === 'csv';
  return (request.headers.accept ?? '').toLowerCase().includes('text/csv');
}

/** The AI Store's operations (issue 26): see store/store-listings.ts; buying is running (run-operations.ts). */
export function storeOperations(context: ServerContext) {
  const { store, db, now, assets, creator } = context;
  return {
    async getStoreListing(request: FastifyRequest) {
      return store.get(requireSession(request).email, taskIdOf(request));
    },

    async checkStoreListing(request: FastifyRequest) {
      const email = requireSession(request).email;
      await creator.requireCreator(email);
      return store.checkDraft(email, taskIdOf(request));
    },

    async putStoreListing(request: FastifyRequest) {
      return store.put(requireSession(request).email, taskIdOf(request), request.body as StoreListingPut);
    },

    async withdrawStoreListing(request: FastifyRequest) {
      return store.withdraw(requireSession(request).email, taskIdOf(request));
    },

    async getCreatorEarnings(request: FastifyRequest, reply: FastifyReply) {
      const email = requireSession(request).email;
      const query = request.query as { from?: string; to?: string };
      const earnings = await creatorEarnings(db, { email, ...earningsSpan({ ...query, now: now() }) });
      if (!wantsCsv(request)) return earnings;
      reply.type('text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="earnings-${earnings.from}-${earnings.to}.csv"`);
      return earningsCsv(earnings);
    },

    async getStoreListingForBuyer(request: FastifyRequest) {
      return store.view(listingIdOf(request), requireCaller(request).email);
    },

    async saveStoreListing(request: FastifyRequest, reply: FastifyReply) {
      await saveListing(db, requireCaller(request).email, listingIdOf(request), new Date(now()));
      return reply.code(204).send();
    },

    async unsaveStoreListing(request: FastifyRequest, reply: FastifyReply) {
      await unsaveListing(db, requireCaller(request).email, listingIdOf(request));
      return reply.code(204).send();
    },

    async listSavedStoreListings(request: FastifyRequest) {
      return savedListings(db, requireCaller(request).email, (listingId, email) => store.view(listingId, email));
    },

    async searchStoreListings(request: FastifyRequest) {
      const email = requireCaller(request).email;
      const query = request.query as StoreSearchQuery & { limit?: number | string };
      const limit = query.limit === undefined ? undefined : Number(query.limit);
      return searchStore(db, email, { ...query, limit }, now());
    },

    async getStoreListingFeedback(request: FastifyRequest) {
      const listing = await store.listingOf(requireSession(request).email, taskIdOf(request));
      return listingFeedback(db, listing, now());
    },

    async getStoreListingSample(request: FastifyRequest) {
      return listingSample(db, listingIdOf(request), requireCaller(request).email);
    },

    async getStoreListingSampleAsset(request: FastifyRequest, reply: FastifyReply) {
      const { assetId } = request.params as { assetId: string };
      const asset = await listingSampleAsset(db, assets, listingIdOf(request), assetId, requireCaller(request).email);
      return sendAssetFile(request, reply, {
        asset,
        body: (range) => assets.openBody(asset, range),
        text: assets.isText(asset),
        download: false,
        // Shown to the listing's viewers only: never kept by shared caches.
        cacheControl: 'private, max-age=300',
      });
    },

    async listStoreSampleCandidates(request: FastifyRequest) {
      return store.sampleCandidates(requireSession(request).email, taskIdOf(request));
    },

    /**
     * Buying is running: the one start path of `executeTask`, at the price the buyer saw (issue
     * 41: another price in force is a 409 naming it), never from the seller's side, never once
     * the listing is withdrawn.
     */
    async buyStoreRun(request: FastifyRequest, reply: FastifyReply) {
      const caller = requireCaller(request);
      const listing = await store.forBuyer(listingIdOf(request), caller.email);
      if (listing.status !== 'live') throw notOnSale();
      await refuseOwnListing(db, listing, caller.email);
      const { parameters, expectedPrice, personaId, aiService } = request.body as StoreRunRequest;
      const body: ExecuteTaskRequest = {
        taskId: listing.creatorTaskId,
        parameters,
        character: { name: 'EMPTY', content: '' },
        ...(personaId === undefined ? {} : { personaId }),
        ...(aiService ? { aiService } : {}),
      };
      return startRunReply(context, {
        request,
        reply,
        caller,
        body,
        operation: 'buyStoreRun',
        target: listing.id,
        listingId: listing.id,
        expectedPrice,
      });
    },
  } satisfies Partial<OperationHandlers>;
}
