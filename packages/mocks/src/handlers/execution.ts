import type { ExecuteTaskRequest, RequestStatus, ResumeRequest, RunAccepted } from '@taskwell/api-sdk';
import { HttpResponse } from 'msw';
import { rankOfPlan } from '../fixtures/plans.ts';
import { runScripts, tasks } from '../fixtures/tasks.ts';
import { isCheckedType, mockFindings } from '../fixtures/text-checks.ts';
import { errorReply, type MockContext, type MockRun } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** The plan names of a task's pipe-separated `plans` that the caller's plan reaches (spec §5). */
function planAllows(taskPlans: string, userPlan: string): boolean {
  const userRank = rankOfPlan(userPlan) ?? 0;
  return taskPlans.split('|').some((name) => {
    const rank = rankOfPlan(name);
    return rank !== undefined && userRank >= rank;
  });
}

const encode = (document: RunAccepted | RequestStatus) => ({ body: JSON.stringify(document) });

/** The `wait` of an execution call in seconds (0 without one), or 'invalid' outside 0 to 60. */
function waitSeconds(request: Request): number | 'invalid' {
  const given = new URL(request.url).searchParams.get('wait');
  if (given === null) return 0;
  const seconds = Number(given);
  return /^\d+$/.test(given) && seconds <= 60 ? seconds : 'invalid';
}

/** A run whose stream has nothing more to say. */
const isFinal = (run: MockRun) => run.status === 'COMPLETED' || run.status === 'ERROR' || run.status === 'ABORTED';

/**
 * Task runs. Each poll of `getRequestResults` runs one step of the task's script, so a run goes
 * IN_PROGRESS -> ... -> COMPLETED over successive polls (a start with `wait`, and the event
 * stream, move it one step per `eventIntervalMs`); `rewrite-tone` pauses at its second step
 * for an `audience` choice until `resumeRequest` supplies it. Credits are charged at start and
 * refunded when a run ends ERROR or ABORTED.
 */
export function executionHandlers(context: MockContext) {
  const ownRun = (requestId: string, owner: string) => {
    const run = context.runs.get(requestId);
    return run && run.owner === owner ? run : undefined;
  };
  const refund = (run: MockRun) => {
    const fee = run.fee ?? tasks.find((task) => task.id === run.taskId)?.powerFee ?? 0;
    context.accountFor(run.owner).profile.accountBalance += fee;
  };

  /**
   * Moves an IN_PROGRESS run on by one step of its script: an output, a pause, or the end. A
   * failure a test selected for `getRequestResults` (`error-step`, `aborted`) ends it instead.
   */
  const advance = (run: MockRun) => {
    const script = runScripts[run.taskId] ?? [];
    const ending = run.status === 'IN_PROGRESS' ? context.takeFailure('getRequestResults') : undefined;
    if (ending === 'error-step' || ending === 'aborted') {
      run.status = ending === 'aborted' ? 'ABORTED' : 'ERROR';
      run.updatedAt = context.now();
      run.finishedAt = context.now();
      run.step = Math.min(run.cursor, script.length - 1);
      run.message =
        ending === 'aborted'
          ? 'The run was stopped before it finished.'
          : `The ${script[run.step]?.service ?? 'service'} step failed.`;
      refund(run);
      return;
    }
    if (run.status !== 'IN_PROGRESS') return;
    run.updatedAt = context.now();
    const next = script[run.cursor];
    if (next && 'pause' in next) {
      run.status = 'PAUSED';
      run.step = run.cursor;
      run.waitingFor = { assetId: context.newId('slot'), parameter: next.pause };
    } else if (next) {
      run.step = run.cursor;
      // As the API does: a small text comes with the results (ResultItem.text).
      const output = context.assets.get(next.output.assetId);
      const carried = output?.contentType.startsWith('text/') && output.bytes.length <= 16_384 ? output : undefined;
      // The check comes with a carried text; a larger one's is asked for (getTextCheck).
      const text = carried
        ? {
            text: new TextDecoder().decode(carried.bytes),
            ...(isCheckedType(carried.contentType)
              ? {
                  check: {
                    status: 'checked' as const,
                    findings: mockFindings(new TextDecoder().decode(carried.bytes)),
                  },
                }
              : {}),
          }
        : {};
      run.results = [
        ...run.results,
        {
          parameter: {
            name: next.output.name,
            metadata: {
              'Content-Type': context.assets.get(next.output.assetId)?.contentType ?? 'text/plain',
              // Distinct, increasing times even when the clock stands still (a fake clock).
              created: new Date(context.now() + run.results.length).toISOString(),
            },
            value: [{ source: next.service, data: next.output.assetId, ...text }],
          },
        },
      ];
      run.cursor += 1;
      if (run.cursor >= script.length) {
        run.status = 'COMPLETED';
        run.finishedAt = context.now();
      }
    }
  };

  /** The run's status document, each result item with the caller's feedback on it. */
  const runStatusDocument = (run: MockRun, owner: string): RequestStatus => {
    const max = runScripts[run.taskId]?.length ?? 0;
    const feedbackOn = (assetId: string) =>
      [...context.feedback.values()].find((entry) => entry.assetId === assetId && entry.owner === owner);
    return {
      status: run.status,
      requestId: run.requestId,
      step: run.step,
      max,
      results: run.results.map((result) => ({
        parameter: {
          ...result.parameter,
          value: result.parameter.value.map((item) => {
            const feedback = feedbackOn(item.data);
            return feedback
              ? {
                  ...item,
                  feedback: {
                    id: feedback.id,
                    ...(feedback.rating ? { rating: feedback.rating } : {}),
                    ...(feedback.comment ? { comment: feedback.comment } : {}),
                  },
                }
              : item;
          }),
        },
      })),
      ...(run.waitingFor ? { missing: { requestId: run.requestId, parameters: [run.waitingFor] } } : {}),
      ...(run.message ? { message: run.message } : {}),
    };
  };

  return {
    executeTask: http.post(
      '/api/execute/task',
      withFailures(context, 'executeTask', async ({ request, response }) => {
        const caller = context.caller(request, { apiKey: true });
        if (caller instanceof Response) return response.untyped(caller);
        const wait = waitSeconds(request);
        if (wait === 'invalid') {
          return response.untyped(
            errorReply(400, 'invalid_request', 'wait must be a whole number of seconds, 0 to 60.'),
          );
        }
        const repeat = context.repeatOf(request, caller.profile.id);
        if (repeat && wait === 0) return response(200).json(encode(repeat));
        const body = (await request.json().catch(() => null)) as ExecuteTaskRequest | null;
        if (!body || typeof body.taskId !== 'string' || typeof body.parameters !== 'object' || !body.character) {
          return response.untyped(errorReply(400, 'invalid_request', 'taskId, parameters and character are required.'));
        }
        const task = tasks.find((candidate) => candidate.id === body.taskId);
        if (!task) return response.untyped(errorReply(404, 'unknown_task', 'That task does not exist.'));
        if (!planAllows(task.plans, caller.profile.plan)) {
          return response.untyped(
            errorReply(403, 'plan_required', `Your plan does not include "${task.name}". Upgrade your plan to use it.`),
          );
        }
        const missing = task.parameters.filter(
          (parameter) => parameter.ui && !body.parameters[parameter.name]?.value?.trim(),
        );
        if (missing.length > 0) {
          return response.untyped(
            errorReply(422, 'missing_parameters', `Please fill in: ${missing.map((p) => p.name).join(', ')}.`),
          );
        }
        if (caller.profile.accountBalance < task.powerFee) {
          return response.untyped(
            errorReply(
              402,
              'insufficient_credits',
              `"${task.name}" costs ${task.powerFee} credits; your balance is ${caller.profile.accountBalance}.`,
            ),
          );
        }
        caller.profile.accountBalance -= task.powerFee;
        const run: MockRun = {
          requestId: context.newId('req'),
          taskId: task.id,
          owner: caller.profile.id,
          status: 'IN_PROGRESS',
          cursor: 0,
          step: 0,
          results: [],
          inputs: Object.entries(body.parameters).map(([name, parameter]) => ({
            name,
            contentType: parameter.metadata['Content-Type'],
            value: parameter.value,
            ...(context.assets.has(parameter.value) ? { assetId: parameter.value } : {}),
          })),
          createdAt: context.now(),
          updatedAt: context.now(),
          ...(body.aiService ? { aiService: body.aiService } : {}),
        };
        context.runs.set(run.requestId, run);
        context.remember(request, caller.profile.id, { status: run.status, requestId: run.requestId });
        if (wait === 0) return response(200).json(encode({ status: run.status, requestId: run.requestId }));
        // With `wait`, the run moves on one step per event interval, as its stream does, until it
        // ends or pauses or the wait is over; the reply is its status document then.
        const ticker = Symbol('wait');
        run.ticker = ticker;
        const steps = Math.floor((wait * 1000) / context.eventIntervalMs);
        for (let step = 0; step < steps && run.status === 'IN_PROGRESS' && !request.signal.aborted; step += 1) {
          await new Promise((resolve) => setTimeout(resolve, context.eventIntervalMs));
          if (run.ticker === ticker) advance(run);
        }
        return response(200).json(encode(runStatusDocument(run, caller.profile.id)));
      }),
    ),

    resumeRequest: http.post(
      '/api/request/resume/{requestId}',
      withFailures(context, 'resumeRequest', async ({ request, params, response }) => {
        const caller = context.caller(request, { apiKey: true });
        if (caller instanceof Response) return response.untyped(caller);
        const repeat = context.repeatOf(request, caller.profile.id);
        if (repeat) return response(200).json(encode(repeat));
        const run = ownRun(params.requestId, caller.profile.id);
        if (!run) return response.untyped(errorReply(404, 'unknown_request', 'That run does not exist.'));
        if (run.status !== 'PAUSED' || !run.waitingFor) {
          return response.untyped(errorReply(409, 'not_paused', 'Only a paused run can be resumed.'));
        }
        const body = (await request.json().catch(() => null)) as ResumeRequest | null;
        const slot = run.waitingFor;
        const answer = body?.parameters?.find((parameter) => parameter.assetId === slot.assetId)?.value?.trim();
        if (!answer) {
          run.message = `Still waiting for: ${slot.parameter.name}.`;
          return response(200).json(encode({ status: run.status, requestId: run.requestId, message: run.message }));
        }
        run.waitingFor = undefined;
        run.message = undefined;
        run.cursor += 1;
        run.status = 'IN_PROGRESS';
        return response(200).json(
          encode(context.remember(request, caller.profile.id, { status: run.status, requestId: run.requestId })),
        );
      }),
    ),

    getRequestResults: http.get(
      '/api/request/results/{requestId}',
      withFailures(context, 'getRequestResults', ({ request, params, response }) => {
        const caller = context.caller(request, { apiKey: true });
        if (caller instanceof Response) return response.untyped(caller);
        const run = ownRun(params.requestId, caller.profile.id);
        if (!run) return response.untyped(errorReply(404, 'unknown_request', 'That run does not exist.'));
        advance(run);
        return response(200).json(encode(runStatusDocument(run, caller.profile.id)));
      }),
    ),

    streamRequestEvents: http.get(
      '/api/request/events/{requestId}',
      withFailures(context, 'streamRequestEvents', ({ request, params, response }) => {
        const caller = context.caller(request, { apiKey: true });
        if (caller instanceof Response) return response.untyped(caller);
        const run = ownRun(params.requestId, caller.profile.id);
        if (!run) return response.untyped(errorReply(404, 'unknown_request', 'That run does not exist.'));
        const owner = caller.profile.id;
        const encoder = new TextEncoder();
        let timer: ReturnType<typeof setInterval> | undefined;
        // The newest follower moves the run on: a stream whose client left (msw may keep a copy of
        // the body open) only sends, so a reopened stream sees every step.
        const ticker = Symbol('stream');
        run.ticker = ticker;
        // The stream moves the run on by one step per interval, as polls do, and sends each change.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            let sent = 0;
            let last = '';
            const close = () => {
              clearInterval(timer);
              controller.close();
            };
            const send = () => {
              const document = JSON.stringify(runStatusDocument(run, owner));
              if (document === last) return;
              last = document;
              sent += 1;
              controller.enqueue(encoder.encode(`event: status\nid: ${sent}\ndata: ${document}\n\n`));
            };
            send();
            if (isFinal(run)) {
              close();
              return;
            }
            timer = setInterval(() => {
              if (run.ticker === ticker) advance(run);
              send();
              if (isFinal(run)) close();
            }, context.eventIntervalMs);
            request.signal.addEventListener('abort', () => clearInterval(timer), { once: true });
          },
          cancel() {
            clearInterval(timer);
          },
        });
        return response.untyped(
          new HttpResponse(body, {
            headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
          }),
        );
      }),
    ),
  };
}
