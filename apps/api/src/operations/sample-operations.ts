import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendAssetFile } from '../http/asset-file-reply.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

/** A task's sample results (the Sample modal, spec §2): public, made once, served from what was kept. */
export function sampleOperations(context: ServerContext) {
  const { samples, assets } = context;
  return {
    /** GET /api/tasks/{taskId}/sample: the results (made now, with a bounded wait, when they are not yet). */
    async getTaskSample(request: FastifyRequest) {
      const { taskId } = request.params as { taskId: string };
      return samples.sample(taskId);
    },

    /** GET /api/tasks/{taskId}/sample/{assetId}: one item's bytes, with byte ranges for audio players. */
    async getTaskSampleAsset(request: FastifyRequest, reply: FastifyReply) {
      const { taskId, assetId } = request.params as { taskId: string; assetId: string };
      const asset = await samples.sampleAsset(taskId, assetId);
      return sendAssetFile(request, reply, {
        asset,
        body: (range) => assets.openBody(asset, range),
        text: assets.isText(asset),
        download: false,
        // Public, and an item's bytes never change under its id.
        cacheControl: 'public, max-age=86400, immutable',
      });
    },
  } satisfies OperationHandlers;
}
