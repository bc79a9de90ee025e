import type { MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** Operational endpoints. */
export function systemHandlers(context: MockContext) {
  return {
    getHealth: http.get(
      '/api/health',
      withFailures(context, 'getHealth', ({ response }) => response(200).json({ status: 'ok', version: 'mock' })),
    ),
  };
}
