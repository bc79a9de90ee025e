import type { ContentFamily } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deleteOwnedAsset } from '../assets/delete-asset.ts';
import { requireSession } from '../auth/authenticate.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import { defaultPageSize } from '../paging/keyset-cursor.ts';
import type { ServerContext } from '../server-context.ts';

/** My Assets (issue 18): an owner's files with their lineage, and deleting one. */
export function assetLibraryOperations(context: ServerContext) {
  const { db, assets, library } = context;
  return {
    /** GET /api/assets: a page of the caller's files, newest first. */
    async listAssets(request: FastifyRequest) {
      const owner = requireSession(request).email;
      const query = request.query as { family?: ContentFamily; q?: string; cursor?: string; limit?: number };
      return library.page({
        owner,
        family: query.family,
        search: query.q,
        cursor: query.cursor,
        limit: query.limit ?? defaultPageSize,
      });
    },

    /** DELETE /api/asset/{assetId}: the caller's file and its bytes, unless a live run uses it. */
    async deleteAsset(request: FastifyRequest, reply: FastifyReply) {
      const owner = requireSession(request).email;
      const { assetId } = request.params as { assetId: string };
      await deleteOwnedAsset(db, assets, { assetId, owner });
      return reply.code(204).send();
    },
  } satisfies OperationHandlers;
}
