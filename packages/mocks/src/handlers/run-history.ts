import type { RunDetail, RunStatus, RunSummary } from '@taskwell/api-sdk';
import { runScripts, tasks } from '../fixtures/tasks.ts';
import { errorReply, type MockContext, type MockRun } from '../mock-context.ts';
import { keysetPage, pageLimit } from './keyset-page.ts';
import { http, withFailures } from './mock-http.ts';

const statuses: readonly RunStatus[] = ['IN_PROGRESS', 'PAUSED', 'COMPLETED', 'ERROR', 'ABORTED'];
const iso = (ms: number) => new Date(ms).toISOString();

/** Tasks in Process: the caller's runs, one run, cancel and retry, over the mock runs. */
export function runHistoryHandlers(context: MockContext) {
  const ownRun = (requestId: string, owner: string) => {
    const run = context.runs.get(requestId);
    return run && run.owner === owner ? run : undefined;
  };
  const feeOf = (run: MockRun) => run.fee ?? tasks.find((task) => task.id === run.taskId)?.powerFee ?? 0;
  const summary = (run: MockRun): RunSummary => ({
    requestId: run.requestId,
    taskId: run.taskId,
    taskName: tasks.find((task) => task.id === run.taskId)?.name ?? run.taskId,
    status: run.status,
    // The mock's cursor is the number of script steps done.
    step: Math.min(run.cursor, runScripts[run.taskId]?.length ?? 0),
    max: runScripts[run.taskId]?.length ?? 0,
    fee: feeOf(run),
    ...(run.message ? { message: run.message } : {}),
    ...(run.retryOf ? { retryOf: run.retryOf } : {}),
    ...(run.automation ? { automation: { ...run.automation } } : {}),
    ...(run.aiService ? { aiService: context.runAiService(run.aiService) } : {}),
    createdAt: iso(run.createdAt),
    updatedAt: iso(run.updatedAt),
    ...(run.finishedAt ? { finishedAt: iso(run.finishedAt) } : {}),
  });
  const detail = (run: MockRun): RunDetail => ({
    ...summary(run),
    inputs: run.inputs,
    results: run.results,
    ...(run.waitingFor ? { missing: { requestId: run.requestId, parameters: [run.waitingFor] } } : {}),
  });
  const unknownRun = () => errorReply(404, 'not_found', 'That run was not found.');

  return {
    listRuns: http.get(
      '/api/runs',
      withFailures(context, 'listRuns', ({ request, query, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const filter = query.get('status');
        const wanted = filter ? filter.split(',') : [];
        const limit = pageLimit(query.get('limit'));
        if (wanted.some((status) => !statuses.includes(status as RunStatus)) || limit === undefined) {
          return response.untyped(errorReply(400, 'invalid_request', 'Unknown status or page size.'));
        }
        const mine = [...context.runs.values()]
          .filter((run) => run.owner === caller.profile.id)
          .filter((run) => wanted.length === 0 || wanted.includes(run.status))
          .map((run) => ({ run, createdAt: run.createdAt, id: run.requestId }));
        const page = keysetPage(mine, { cursor: query.get('cursor'), limit });
        if (!page) {
          return response.untyped(
            errorReply(400, 'invalid_cursor', 'This page link is not valid any more; load the list again.'),
          );
        }
        return response(200).json({
          items: page.items.map((item) => summary(item.run)),
          nextCursor: page.nextCursor,
        });
      }),
    ),

    getRun: http.get(
      '/api/runs/{requestId}',
      withFailures(context, 'getRun', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const run = ownRun(params.requestId, caller.profile.id);
        if (!run) return response.untyped(unknownRun());
        return response(200).json(detail(run));
      }),
    ),

    cancelRun: http.post(
      '/api/runs/{requestId}/cancel',
      withFailures(context, 'cancelRun', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const run = ownRun(params.requestId, caller.profile.id);
        if (!run) return response.untyped(unknownRun());
        if (run.status !== 'IN_PROGRESS' && run.status !== 'PAUSED') {
          return response.untyped(
            errorReply(409, 'run_finished', `This run has already ended (${run.status}); there is nothing to cancel.`),
          );
        }
        run.status = 'ABORTED';
        run.waitingFor = undefined;
        run.message = 'You cancelled this run; its credits were refunded.';
        run.updatedAt = context.now();
        run.finishedAt = context.now();
        caller.profile.accountBalance += feeOf(run);
        return response(200).json(summary(run));
      }),
    ),

    retryRun: http.post(
      '/api/runs/{requestId}/retry',
      withFailures(context, 'retryRun', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const repeat = context.repeatOf(request, caller.profile.id);
        if (repeat) return response(200).json(repeat);
        const previous = ownRun(params.requestId, caller.profile.id);
        if (!previous) return response.untyped(unknownRun());
        if (previous.status === 'IN_PROGRESS' || previous.status === 'PAUSED') {
          return response.untyped(
            errorReply(409, 'run_not_ended', 'This run has not ended yet: wait for it to end, or cancel it first.'),
          );
        }
        const fee = feeOf(previous);
        if (caller.profile.accountBalance < fee) {
          return response.untyped(
            errorReply(402, 'insufficient_credits', `This task costs ${fee} credits; your balance is too low.`),
          );
        }
        caller.profile.accountBalance -= fee;
        // A failed run goes on from its failed step with the results it had; others start over.
        const fromFailure = previous.status === 'ERROR';
        const run: MockRun = {
          requestId: context.newId('req'),
          taskId: previous.taskId,
          fee: previous.fee,
          owner: caller.profile.id,
          status: 'IN_PROGRESS',
          cursor: fromFailure ? previous.cursor : 0,
          step: fromFailure ? previous.step : 0,
          results: fromFailure ? [...previous.results] : [],
          inputs: previous.inputs,
          createdAt: context.now(),
          updatedAt: context.now(),
          retryOf: previous.requestId,
          ...(previous.aiService ? { aiService: previous.aiService } : {}),
        };
        context.runs.set(run.requestId, run);
        return response(200).json(
          context.remember(request, caller.profile.id, { status: run.status, requestId: run.requestId }),
        );
      }),
    ),
  };
}
