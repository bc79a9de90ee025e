import type { ExecuteTaskRequest, StoreListingPut, StoreRunRequest } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireCaller, requireSession } from '../auth/authenticate.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';
import { creatorEarnings, earningsCsv, earningsSpan } from '../store/creator-earnings.ts';
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
  const { store, db, now } = context;
  return {
    async getStoreListing(request: FastifyRequest) {
      return store.get(requireSession(request).email, taskIdOf(request));
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
      requireCaller(request);
      return store.view(listingIdOf(request));
    },

    /** Buying is running: the one start path of `executeTask`, at the listing's price. */
    async buyStoreRun(request: FastifyRequest, reply: FastifyReply) {
      const caller = requireCaller(request);
      const listing = await store.forBuyer(listingIdOf(request));
      const { parameters } = request.body as StoreRunRequest;
      const body: ExecuteTaskRequest = {
        taskId: listing.creatorTaskId,
        parameters,
        character: { name: 'EMPTY', content: '' },
      };
      return startRunReply(context, {
        request,
        reply,
        caller,
        body,
        operation: 'buyStoreRun',
        target: listing.id,
        listingId: listing.id,
      });
    },
  } satisfies Partial<OperationHandlers>;
}
