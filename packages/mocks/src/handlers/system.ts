import type { MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** Operational endpoints. */
export function systemHandlers(context: MockContext) {
  return {
    getHealth: http.get(
      '/api/health',
      withFailures(context, 'getHealth', ({ response }) => response(200).json({ status: 'ok', version: 'mock' })),
    ),
    getLiveness: http.get(
      '/healthz',
      withFailures(context, 'getLiveness', ({ response }) => response(200).json({ status: 'ok' })),
    ),
    // The mock has no database: its one check is its own state, always at hand.
    getReadiness: http.get(
      '/readyz',
      withFailures(context, 'getReadiness', ({ response }) =>
        response(200).json({ status: 'ready', checks: [{ name: 'state', status: 'ok' }] }),
      ),
    ),
  };
}
