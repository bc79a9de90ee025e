import { sendAssetFile } from '../http/asset-file-reply.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

/** A task's sample results (the Sample modal, spec §2): public, made once, served from what was kept. */
export function sampleOperations(context: ServerContext) {
  const { samples, assets } = context;
  return operationGroup({
    /** GET /api/tasks/{taskId}/sample: the results (made now, with a bounded wait, when they are not yet). */
    async getTaskSample(request) {
      const { taskId } = request.params;
      return samples.sample(taskId);
    },

    /** GET /api/tasks/{taskId}/sample/{assetId}: one item's bytes, with byte ranges for audio players. */
    async getTaskSampleAsset(request, reply) {
      const { taskId, assetId } = request.params;
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
  });
}
