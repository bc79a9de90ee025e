import type { ExecuteTaskRequest, ResumeRequest } from '@taskwell/api-sdk';
import { requireSession } from '../auth/authenticate.ts';
import { type SentStream, type ServerSentEvent, sendServerSentEvents } from '../http/server-sent-events.ts';
import type { RunEvent } from '../runtime/follow-run.ts';
import type { OperationHandlers, ServerContext } from '../server-context.ts';

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
 * spec §7 execution calls. Their replies keep the product's shape: a JSON object whose `body` is
 * a JSON document encoded as a string (decision 005).
 */
export function runOperations(context: ServerContext) {
  const { runtime, streams } = context;
  return {
    async executeTask(request) {
      const email = requireSession(request).email;
      const accepted = await runtime.startRun({ email, request: request.body as ExecuteTaskRequest });
      return { body: JSON.stringify(accepted) };
    },

    async resumeRequest(request) {
      const email = requireSession(request).email;
      const { requestId } = request.params as { requestId: string };
      const accepted = await runtime.resumeRun({ email, runId: requestId, request: request.body as ResumeRequest });
      return { body: JSON.stringify(accepted) };
    },

    async getRequestResults(request) {
      const email = requireSession(request).email;
      const { requestId } = request.params as { requestId: string };
      return { body: JSON.stringify(await runtime.runStatus({ email, runId: requestId })) };
    },

    /**
     * The run's status as server-sent events (decision 025, built as decision 030 says): the
     * document at once, then one event per change from the run changes, never a polling loop.
     */
    async streamRequestEvents(request, reply) {
      const email = requireSession(request).email;
      const { requestId } = request.params as { requestId: string };
      let sent: SentStream | undefined;
      const slot = streams.open(email, () => sent?.end());
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
      if (slot.ending) sent.end();
      return reply;
    },
  } satisfies OperationHandlers;
}
