import { requireCaller, requireSession } from '../auth/authenticate.ts';
import type { RunStatus } from '../db/run-columns.ts';
import { notFound } from '../errors/domain-error.ts';
import { operationGroup } from '../http/operation-handler.ts';
import { defaultPageSize } from '../paging/keyset-cursor.ts';
import type { ServerContext } from '../server-context.ts';
import { idempotencyKeyOf, startGuardOf } from './start-guards.ts';

const statuses: readonly RunStatus[] = ['IN_PROGRESS', 'PAUSED', 'COMPLETED', 'ERROR', 'ABORTED'];

/** The statuses of a `status` filter (the contract's pattern has already checked its form). */
function statusesOf(filter: string | undefined): RunStatus[] {
  if (!filter) return [];
  return statuses.filter((status) => filter.split(',').includes(status));
}

/** Tasks in Process (issue 18): an account's runs, one run, cancel and retry. */
export function runHistoryOperations(context: ServerContext) {
  const { runtime } = context;
  return operationGroup({
    /** GET /api/runs: a page of the caller's runs, newest first. */
    async listRuns(request) {
      const email = requireSession(request).email;
      const query = request.query;
      return runtime.listRuns({
        email,
        statuses: statusesOf(query.status),
        cursor: query.cursor,
        limit: query.limit ?? defaultPageSize,
      });
    },

    /** GET /api/runs/{requestId}: one of the caller's runs with its inputs and results. */
    async getRun(request) {
      const email = requireSession(request).email;
      const { requestId } = request.params;
      const detail = await runtime.runDetail({ email, runId: requestId });
      if (!detail) throw notFound('That run');
      return detail;
    },

    /** POST /api/runs/{requestId}/cancel: ends a run in progress or paused, refunded. */
    async cancelRun(request) {
      const email = requireSession(request).email;
      const { requestId } = request.params;
      return runtime.cancelRun({ email, runId: requestId });
    },

    /** POST /api/runs/{requestId}/retry: a new run, from the failed step of a failed one. */
    async retryRun(request) {
      const caller = requireCaller(request);
      const { requestId } = request.params;
      const idempotencyKey = idempotencyKeyOf(request, caller, {
        operation: 'retryRun',
        target: requestId,
        body: null,
      });
      return runtime.retryRun({ email: caller.email, runId: requestId, guard: startGuardOf(caller, idempotencyKey) });
    },
  });
}
