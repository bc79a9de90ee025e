import type { Client } from 'openapi-fetch';
import { decodeRequestStatus, decodeRunAccepted } from './decode-execution-reply.ts';
import { MalformedReplyError } from './errors.ts';
import type {
  ExecuteTaskRequest,
  RequestStatus,
  ResumeRequest,
  RunAccepted,
  StoreRunRequest,
} from './generated/entities.ts';
import type { paths } from './generated/schema.ts';
import { fetchOptions, type RequestOptions, type Send } from './operation-call.ts';
import { type RequestEvent, readRequestEvents } from './request-events.ts';

/**
 * The client's methods whose replies carry a run (listed in generator/hand-written-operations.ts):
 * the execution replies, whose `body` is a JSON document decoded and checked here, and the run's
 * event stream.
 */
export function executionOperations(raw: Client<paths>, send: Send) {
  return {
    /** `POST /api/execute/task`: starts a run; resolves with the decoded `body` document. */
    executeTask: async (body: ExecuteTaskRequest, init?: RequestOptions): Promise<RunAccepted> =>
      decodeRunAccepted(
        'executeTask',
        await send('executeTask', () => raw.POST('/api/execute/task', { body, ...fetchOptions(init) })),
      ),
    /**
     * `POST /api/execute/task?wait=`: starts a run and holds the reply until the run has ended or
     * paused, at most `waitSeconds` (1 to 60); resolves with the run's decoded status then. A run
     * still IN_PROGRESS when the wait is over goes on: follow it with `streamRequestEvents`.
     */
    executeTaskAndWait: async (
      body: ExecuteTaskRequest,
      options: { waitSeconds: number },
      init?: RequestOptions,
    ): Promise<RequestStatus> =>
      decodeRequestStatus(
        'executeTask',
        await send('executeTask', () =>
          raw.POST('/api/execute/task', {
            params: { query: { wait: options.waitSeconds } },
            body,
            ...fetchOptions(init),
          }),
        ),
      ),
    /** `POST /api/request/resume/{requestId}`: resumes a paused run. */
    resumeRequest: async (requestId: string, body: ResumeRequest, init?: RequestOptions): Promise<RunAccepted> =>
      decodeRunAccepted(
        'resumeRequest',
        await send('resumeRequest', () =>
          raw.POST('/api/request/resume/{requestId}', { params: { path: { requestId } }, body, ...fetchOptions(init) }),
        ),
      ),
    /** `GET /api/request/results/{requestId}`: polls a run; resolves with the decoded status. */
    getRequestResults: async (requestId: string, init?: RequestOptions): Promise<RequestStatus> =>
      decodeRequestStatus(
        'getRequestResults',
        await send('getRequestResults', () =>
          raw.GET('/api/request/results/{requestId}', { params: { path: { requestId } }, ...fetchOptions(init) }),
        ),
      ),
    /** `POST /api/store/listings/{listingId}/runs`: buys a run at the listed price; resolves as `executeTask`. */
    buyStoreRun: async (listingId: string, body: StoreRunRequest, init?: RequestOptions): Promise<RunAccepted> =>
      decodeRunAccepted(
        'buyStoreRun',
        await send('buyStoreRun', () =>
          raw.POST('/api/store/listings/{listingId}/runs', {
            params: { path: { listingId } },
            body,
            ...fetchOptions(init),
          }),
        ),
      ),

    /**
     * `GET /api/request/events/{requestId}`: the run's status as it changes, one event per change,
     * until it ends (COMPLETED, ERROR, ABORTED) or the server closes the stream. Breaking out of
     * the loop or aborting `init.signal` closes the connection. A reply outside 2xx rejects like
     * every other call, before the first event.
     */
    streamRequestEvents: async (
      requestId: string,
      query: { lastEventId?: string | undefined } = {},
      init?: RequestOptions,
    ): Promise<AsyncGenerator<RequestEvent>> => {
      const body = await send('streamRequestEvents', () =>
        raw.GET('/api/request/events/{requestId}', {
          params: {
            path: { requestId },
            ...(query.lastEventId ? { header: { 'Last-Event-ID': query.lastEventId } } : {}),
          },
          headers: { Accept: 'text/event-stream' },
          parseAs: 'stream',
          signal: init?.signal,
        }),
      );
      if (!body) throw new MalformedReplyError('streamRequestEvents', 'the reply has no body');
      return readRequestEvents(body);
    },
  };
}
