import type { AssetLineage, AssetSummary, ContentFamily } from '@taskwell/api-sdk';
import { contentFamilies, contentFamilyOf } from '@taskwell/domain';
import { runScripts, tasks } from '../fixtures/tasks.ts';
import { errorReply, type MockContext, type MockRun } from '../mock-context.ts';
import { keysetPage, pageLimit } from './keyset-page.ts';
import { http, withFailures } from './mock-http.ts';

/** A file of the library with the keys it is paged by. */
interface LibraryEntry {
  id: string;
  /** In milliseconds. */
  createdAt: number;
  asset: Omit<AssetSummary, 'createdAt'>;
}

const isLive = (run: MockRun) => run.status === 'IN_PROGRESS' || run.status === 'PAUSED';

/**
 * My Assets over the mock state: the caller's uploads, and the results of the caller's runs (the
 * shared seeded files, each dated and traced to the newest run that made it); deleting one.
 */
export function assetLibraryHandlers(context: MockContext) {
  const lineageOf = (run: MockRun, assetId: string): AssetLineage | undefined => {
    const script = runScripts[run.taskId] ?? [];
    const index = script.findIndex((step) => 'output' in step && step.output.assetId === assetId);
    const step = script[index];
    if (!step) return undefined;
    return {
      requestId: run.requestId,
      taskId: run.taskId,
      taskName: tasks.find((task) => task.id === run.taskId)?.name ?? run.taskId,
      stepId: step.service,
      stepNumber: index + 1,
      ...('output' in step ? { outputName: step.output.name } : {}),
      inputs: run.inputs,
      ...(run.aiService ? { aiService: context.runAiService(run.aiService) } : {}),
    };
  };

  /** The caller's files, newest first, each with its lineage when a run made it. */
  const libraryOf = (owner: string): LibraryEntry[] => {
    const found = new Map<string, LibraryEntry>();
    for (const [id, asset] of context.assets) {
      if (asset.owner !== owner || context.hiddenAssets.has(`${owner}|${id}`)) continue;
      const createdAt = asset.createdAt ?? 0;
      found.set(id, {
        id,
        createdAt,
        asset: {
          assetId: id,
          fileName: asset.fileName,
          contentType: asset.contentType,
          family: contentFamilyOf(asset.contentType),
          size: asset.bytes.length,
          origin: 'upload',
        },
      });
    }
    const runs = [...context.runs.values()]
      .filter((run) => run.owner === owner)
      .sort((a, b) => a.createdAt - b.createdAt);
    for (const run of runs) {
      for (const result of run.results) {
        for (const item of result.parameter.value) {
          const asset = context.assets.get(item.data);
          const lineage = lineageOf(run, item.data);
          if (asset?.owner !== '*' || context.hiddenAssets.has(`${owner}|${item.data}`)) continue;
          const createdAt = Date.parse(result.parameter.metadata.created);
          found.set(item.data, {
            id: item.data,
            createdAt,
            asset: {
              assetId: item.data,
              fileName: asset.fileName,
              contentType: asset.contentType,
              family: contentFamilyOf(asset.contentType),
              size: asset.bytes.length,
              origin: 'result',
              ...(lineage ? { lineage } : {}),
            },
          });
        }
      }
    }
    return [...found.values()];
  };

  return {
    listAssets: http.get(
      '/api/assets',
      withFailures(context, 'listAssets', ({ request, query, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const family = query.get('family');
        const limit = pageLimit(query.get('limit'));
        if ((family !== null && !contentFamilies.includes(family as ContentFamily)) || limit === undefined) {
          return response.untyped(errorReply(400, 'invalid_request', 'Unknown family or page size.'));
        }
        const search = query.get('q')?.trim().toLowerCase() ?? '';
        const kept = libraryOf(caller.profile.id).filter(
          ({ asset }) =>
            (family === null || asset.family === family) &&
            (search === '' || asset.fileName.toLowerCase().includes(search)),
        );
        const page = keysetPage(kept, { cursor: query.get('cursor'), limit });
        if (!page) {
          return response.untyped(
            errorReply(400, 'invalid_cursor', 'This page link is not valid any more; load the list again.'),
          );
        }
        return response(200).json({
          items: page.items.map(
            ({ createdAt, asset }): AssetSummary => ({
              ...asset,
              createdAt: new Date(createdAt).toISOString(),
            }),
          ),
          nextCursor: page.nextCursor,
        });
      }),
    ),

    deleteAsset: http.delete(
      '/api/asset/{assetId}',
      withFailures(context, 'deleteAsset', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const owner = caller.profile.id;
        const listed = libraryOf(owner).some((entry) => entry.id === params.assetId);
        if (!listed) return response.untyped(errorReply(404, 'not_found', 'The asset was not found.'));
        const inUse = [...context.runs.values()].some(
          (run) =>
            run.owner === owner &&
            isLive(run) &&
            (run.inputs.some((input) => input.assetId === params.assetId) ||
              run.results.some((result) => result.parameter.value.some((item) => item.data === params.assetId))),
        );
        if (inUse) {
          return response.untyped(
            errorReply(
              409,
              'asset_in_use',
              'A run that is still going uses this file. Cancel the run or wait for it to end.',
            ),
          );
        }
        if (context.assets.get(params.assetId)?.owner === owner) context.assets.delete(params.assetId);
        else context.hiddenAssets.add(`${owner}|${params.assetId}`);
        return response.untyped(new Response(null, { status: 204 }));
      }),
    ),
  };
}
