import { deleteOwnedAsset } from '../assets/delete-asset.ts';
import { requireSession } from '../auth/authenticate.ts';
import { operationGroup } from '../http/operation-handler.ts';
import { defaultPageSize } from '../paging/keyset-cursor.ts';
import type { ServerContext } from '../server-context.ts';

/** My Assets (issue 18): an owner's files with their lineage, and deleting one. */
export function assetLibraryOperations(context: ServerContext) {
  const { db, assets, library } = context;
  return operationGroup({
    /** GET /api/assets: a page of the caller's files, newest first. */
    async listAssets(request) {
      const owner = requireSession(request).email;
      const query = request.query;
      return library.page({
        owner,
        family: query.family,
        search: query.q,
        cursor: query.cursor,
        limit: query.limit ?? defaultPageSize,
      });
    },

    /** DELETE /api/asset/{assetId}: the caller's file and its bytes, unless a live run uses it. */
    async deleteAsset(request, reply) {
      const owner = requireSession(request).email;
      const { assetId } = request.params;
      await deleteOwnedAsset(db, assets, { assetId, owner });
      return reply.code(204).send();
    },
  });
}
