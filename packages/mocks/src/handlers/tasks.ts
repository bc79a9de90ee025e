import { HttpResponse } from 'msw';
import { taskSamples } from '../fixtures/assets.ts';
import { categories } from '../fixtures/categories.ts';
import { tasks } from '../fixtures/tasks.ts';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** The public task catalogue; a bearer token, when sent, must be valid. */
export function taskHandlers(context: MockContext) {
  return {
    listTasks: http.get(
      '/api/tasks/all',
      withFailures(context, 'listTasks', ({ request, response }) => {
        if (request.headers.has('authorization')) {
          const caller = context.caller(request);
          if (caller instanceof Response) return response.untyped(caller);
        }
        return response(200).json(tasks);
      }),
    ),

    listTaskCategories: http.get(
      '/api/tasks/categories',
      withFailures(context, 'listTaskCategories', ({ request, response }) => {
        if (request.headers.has('authorization')) {
          const caller = context.caller(request);
          if (caller instanceof Response) return response.untyped(caller);
        }
        return response(200).json(categories);
      }),
    ),

    getTaskSample: http.get(
      '/api/tasks/{taskId}/sample',
      withFailures(context, 'getTaskSample', ({ params, response }) => {
        const results = taskSamples[params.taskId];
        if (!results) return response.untyped(errorReply(404, 'no_sample', 'This task has no sample results.'));
        return response(200).json({ taskId: params.taskId, results });
      }),
    ),

    getTaskSampleAsset: http.get(
      '/api/tasks/{taskId}/sample/{assetId}',
      withFailures(context, 'getTaskSampleAsset', ({ params, response }) => {
        const inSample = (taskSamples[params.taskId] ?? []).some((result) =>
          result.parameter.value.some((item) => item.data === params.assetId),
        );
        const asset = inSample ? context.assets.get(params.assetId) : undefined;
        if (!asset) return response.untyped(errorReply(404, 'unknown_asset', 'That sample does not exist.'));
        return response.untyped(
          new HttpResponse(asset.bytes, {
            headers: { 'Content-Type': asset.contentType, 'X-Content-Type-Options': 'nosniff' },
          }),
        );
      }),
    ),
  };
}
