import type { ExecuteTaskRequest, RunAccepted } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Caller, requireCaller } from '../auth/authenticate.ts';
import { forbidden, notFound } from '../errors/domain-error.ts';
import { operationGroup } from '../http/operation-handler.ts';
import { type SentStream, type ServerSentEvent, sendServerSentEvents } from '../http/server-sent-events.ts';
import type { RunEvent } from '../runtime/changes/follow-run.ts';
import type { ServerContext } from '../server-context.ts';
import { idempotencyKeyOf, startGuardOf } from './start-guards.ts';

/** The version a client saw last, from its `Last-Event-ID` (0, nothing seen, when it is not one of ours). */
function lastSeenVersion(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : 0;
}

/** The run's changes as the contract's `status` events: the document as data, its version as id. */
async function* statusEvents(events: AsyncIterable<RunEvent>): AsyncGenerator<ServerSentEvent> {
  for await (const event of events) {
    yield { event: 'status', id: String(event.version), data: JSON.stringify(event.status) };
  }
}

/**
 * The start request's line names the run's requestId (issue 27): the request's lines (its `reqId`)
 * and the run's lines, wherever it executes, meet on it.
 */
function startedLine(request: FastifyRequest, accepted: RunAccepted): void {
  request.log.info({ requestId: accepted.requestId }, 'run accepted');
}

/**
 * Starts a run and answers as `executeTask` does (decision 005): one path for every start that
 * charges a fee, a catalogue task's or a listing's (issue 26, `listingId`). With `wait`
 * (decision 060) the reply is held until the run has ended or paused, or the wait is over, and
 * holds the run's status document instead of `RunAccepted`.
 */
export async function startRunReply(
  context: ServerContext,
  options: {
    request: FastifyRequest & { query: { wait?: number } };
    reply: FastifyReply;
    caller: Caller;
    body: ExecuteTaskRequest;
    /** The operation and its target, which an idempotency key is bound to. */
    operation: string;
    target: string;
    /** A run bought in the AI Store: the listing it is bought from, and the price its buyer saw. */
    listingId?: string;
    expectedPrice?: number;
  },
): Promise<{ body: string }> {
  const { runtime, keys } = context;
  const { request, reply, caller, body, listingId, expectedPrice } = options;
  // An API key records the runs it started, before any wait (a public key's start records
  // its visitor's run in its own transaction, with the key's spending).
  const record = async (accepted: RunAccepted) => {
    if (caller.kind === 'apiKey') await keys.recordRun(caller.keyId, accepted.requestId);
  };
  const guard = startGuardOf(
    caller,
    idempotencyKeyOf(request, caller, { operation: options.operation, target: options.target, body }),
  );
  const { wait = 0 } = request.query;
  if (wait === 0) {
    const accepted = await runtime.startRun({ email: caller.email, request: body, guard, listingId, expectedPrice });
    startedLine(request, accepted);
    await record(accepted);
    return { body: JSON.stringify(accepted) };
  }
  // A client that leaves stops the wait (its run goes on).
  const left = new AbortController();
  const leave = () => left.abort();
  reply.raw.once('close', leave);
  try {
    const status = await runtime.startRunAndWait({
      email: caller.email,
      request: body,
      waitMs: wait * 1000,
      signal: left.signal,
      onAccepted: async (accepted) => {
        startedLine(request, accepted);
        await record(accepted);
      },
      guard,
      listingId,
      expectedPrice,
    });
    return { body: JSON.stringify(status) };
  } finally {
    reply.raw.off('close', leave);
  }
}

/**
 * spec §7 execution calls. Their replies keep the product's shape: a JSON object whose `body` is
 * a JSON document encoded as a string (decision 005). A session or an API key acts as its
 * account; a public key only starts its one task and reads the runs it started (decision 065).
 */
export function runOperations(context: ServerContext) {
  const { runtime, streams, keys } = context;

  /** The caller, and the run it names when a public key may read it (someone else's is 404, as a session's is). */
  const runReader = async (
    request: FastifyRequest & { params: { requestId: string } },
  ): Promise<{ caller: Caller; runId: string }> => {
    const caller = requireCaller(request);
    const { requestId } = request.params;
    // Another visitor's run is as unknown as another account's (issue 29).
    if (caller.kind === 'publicKey' && !(await keys.visitorStartedRun(caller.keyId, caller.visitor, requestId))) {
      throw notFound('That run');
    }
    return { caller, runId: requestId };
  };

  return operationGroup({
    /**
     * Starts a run; with `wait` (decision 060) the reply is held until the run has ended or
     * paused, or the wait is over, and holds the run's status document instead.
     */
    async executeTask(request, reply) {
      const caller = requireCaller(request);
      const body = request.body;
      if (caller.kind === 'publicKey' && body.taskId !== caller.taskId) {
        throw forbidden('task_not_allowed', 'This public key may not run that task.');
      }
      return startRunReply(context, { request, reply, caller, body, operation: 'executeTask', target: '' });
    },

    async resumeRequest(request) {
      const caller = requireCaller(request);
      const { requestId } = request.params;
      const body = request.body;
      const accepted = await runtime.resumeRun({
        email: caller.email,
        runId: requestId,
        request: body,
        idempotencyKey: idempotencyKeyOf(request, caller, { operation: 'resumeRequest', target: requestId, body }),
      });
      return { body: JSON.stringify(accepted) };
    },

    async getRequestResults(request) {
      const { caller, runId } = await runReader(request);
      return { body: JSON.stringify(await runtime.runStatus({ email: caller.email, runId })) };
    },

    /**
     * The run's status as server-sent events (decision 025, built as decision 030 says): the
     * document at once, then one event per change from the run changes, never a polling loop.
     */
    async streamRequestEvents(request, reply) {
      const { caller, runId: requestId } = await runReader(request);
      const email = caller.email;
      let sent: SentStream | undefined;
      // A widget's visitors share its owner's account: each visitor has its own streams, not the owner's.
      const holder = caller.kind === 'publicKey' ? `${caller.keyId}@${request.ip}` : email;
      const slot = await streams.open(holder, (retryMs) => sent?.end(retryMs));
      let followed: Awaited<ReturnType<typeof runtime.followRun>>;
      try {
        followed = await runtime.followRun({
          email,
          runId: requestId,
          afterVersion: lastSeenVersion(request.headers['last-event-id']),
        });
      } catch (error) {
        slot.release();
        throw error;
      }
      sent = sendServerSentEvents(reply, {
        events: statusEvents(followed.events),
        heartbeatMs: streams.settings.heartbeatMs,
        maxDurationMs: streams.settings.maxDurationMs,
        onEnd: () => {
          followed.stop();
          slot.release();
        },
      });
      // The server began closing while the run was read.
      if (slot.ending) sent.end(1000);
      return reply;
    },
  });
}
