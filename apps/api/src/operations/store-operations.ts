import type { ExecuteTaskRequest } from '@taskwell/api-sdk';
import type { FastifyRequest } from 'fastify';
import { requireCaller, requireSession } from '../auth/authenticate.ts';
import { sendAssetFile } from '../http/asset-file-reply.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import { creatorEarnings, earningsCsv, earningsSpan } from '../marketplace/creator-earnings.ts';
import { listingFeedback } from '../marketplace/listing-feedback.ts';
import { listingSample, listingSampleAsset } from '../marketplace/listing-sample.ts';
import { refuseOwnListing } from '../marketplace/own-listing.ts';
import { savedListings, saveListing, unsaveListing } from '../marketplace/saved-listings.ts';
import { searchStore } from '../marketplace/store-search.ts';
import { notOnSale } from '../runtime/listing-refusals.ts';
import type { ServerContext } from '../server-context.ts';
import { startRunReply } from './run-operations.ts';

const taskIdOf = (request: { params: { creatorTaskId: string } }) => request.params.creatorTaskId;
const listingIdOf = (request: { params: { listingId: string } }) => request.params.listingId;

/** Whether the caller asked for CSV: `format=csv`, or an `Accept` that names text/csv. */
function wantsCsv(request: FastifyRequest & { query: { format?: string } }): boolean {
  const { format } = request.query;
  if (format !== undefined) return format === 'csv';
  return (request.headers.accept ?? '').toLowerCase().includes('text/csv');
}

/** The AI Store's operations (issue 26): see store/store-listings.ts; buying is running (run-operations.ts). */
export function storeOperations(context: ServerContext) {
  const { store, db, now, assets, creator } = context;
  return {
    async getStoreListing(request) {
      return store.get(requireSession(request).email, taskIdOf(request));
    },

    async checkStoreListing(request) {
      const email = requireSession(request).email;
      await creator.requireCreator(email);
      return store.checkDraft(email, taskIdOf(request));
    },

    async putStoreListing(request) {
      return store.put(requireSession(request).email, taskIdOf(request), request.body);
    },

    async withdrawStoreListing(request) {
      return store.withdraw(requireSession(request).email, taskIdOf(request));
    },

    async getCreatorEarnings(request, reply) {
      const email = requireSession(request).email;
      const query = request.query;
      const earnings = await creatorEarnings(db, { email, ...earningsSpan({ ...query, now: now() }) });
      if (!wantsCsv(request)) return earnings;
      reply.type('text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="earnings-${earnings.from}-${earnings.to}.csv"`);
      return earningsCsv(earnings);
    },

    async getStoreListingForBuyer(request) {
      return store.view(listingIdOf(request), requireCaller(request).email);
    },

    async saveStoreListing(request, reply) {
      await saveListing(db, requireCaller(request).email, listingIdOf(request), new Date(now()));
      return reply.code(204).send();
    },

    async unsaveStoreListing(request, reply) {
      await unsaveListing(db, requireCaller(request).email, listingIdOf(request));
      return reply.code(204).send();
    },

    async listSavedStoreListings(request) {
      return savedListings(db, requireCaller(request).email, (listingId, email) => store.view(listingId, email));
    },

    async searchStoreListings(request) {
      const email = requireCaller(request).email;
      const query = request.query;
      const limit = query.limit === undefined ? undefined : Number(query.limit);
      return searchStore(db, email, { ...query, limit }, now());
    },

    async getStoreListingFeedback(request) {
      const listing = await store.listingOf(requireSession(request).email, taskIdOf(request));
      return listingFeedback(db, listing, now());
    },

    async getStoreListingSample(request) {
      return listingSample(db, listingIdOf(request), requireCaller(request).email);
    },

    async getStoreListingSampleAsset(request, reply) {
      const { assetId } = request.params;
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

    async listStoreSampleCandidates(request) {
      return store.sampleCandidates(requireSession(request).email, taskIdOf(request));
    },

    /**
     * Buying is running: the one start path of `executeTask`, at the price the buyer saw (issue
     * 41: another price in force is a 409 naming it), never from the seller's side, never once
     * the listing is withdrawn.
     */
    async buyStoreRun(request, reply) {
      const caller = requireCaller(request);
      const listing = await store.forBuyer(listingIdOf(request), caller.email);
      if (listing.status !== 'live') throw notOnSale();
      await refuseOwnListing(db, listing, caller.email);
      const { parameters, expectedPrice, personaId, aiService } = request.body;
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
