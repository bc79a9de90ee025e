import { categories } from '../fixtures/categories.ts';
import { tasks } from '../fixtures/tasks.ts';
import type { MockContext } from '../mock-context.ts';
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
  };
}
