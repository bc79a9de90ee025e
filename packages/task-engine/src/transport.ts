import type { ExecuteTaskRequest, RequestStatus, ResumeRequest, RunAccepted } from '@taskwell/api-sdk';

/** One event of a run's event stream: the run's status after a change. */
export interface RunEvent {
  /** The event's id, sent back as `lastEventId` when the stream is opened again. */
  id: string;
  status: RequestStatus;
}

/** What the engine needs from the API; `createSdkTransport` adapts the api-sdk client to it. */
export interface TaskTransport {
  /**
   * `POST /api/execute/task`: the decoded `body` document. `idempotencyKey` is the action's key:
   * a repeat with it starts and charges nothing more (issue 29).
   */
  execute(body: ExecuteTaskRequest, signal: AbortSignal, idempotencyKey?: string): Promise<RunAccepted>;
  /** `POST /api/request/resume/{requestId}`, with the action's idempotency key. */
  resume(requestId: string, body: ResumeRequest, signal: AbortSignal, idempotencyKey?: string): Promise<RunAccepted>;
  /** `GET /api/request/results/{requestId}`. */
  results(requestId: string, signal: AbortSignal): Promise<RequestStatus>;
  /**
   * `GET /api/request/events/{requestId}`: the run's status as it changes, until it ends or the
   * server closes the stream. Without it the engine polls `results`.
   */
  events?(
    requestId: string,
    options: { signal: AbortSignal; lastEventId?: string | undefined },
  ): Promise<AsyncIterable<RunEvent>>;
  /** `POST /api/asset/create`: stores an input file and gives its asset id. */
  uploadAsset(file: Blob, contentType: string, fileName?: string): Promise<{ assetId: string; fileName: string }>;
}

/** Why a transport call failed, in terms the engine acts on. */
export type TransportFailure =
  /**
   * A reply outside 2xx; `message` is the server's sentence, `code` its error code when it sent
   * one, `retryAfterSeconds` its Retry-After (a 503 of a service that is down for a moment, a 429).
   */
  | { kind: 'http'; status: number; message: string; code?: string | undefined; retryAfterSeconds?: number | undefined }
  /** A 401: the credentials are no longer good (spec §8: the session ends). */
  | { kind: 'access-denied'; status: number; message: string }
  | { kind: 'malformed'; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'cancelled'; message: string }
  | { kind: 'unknown'; message: string };

/**
 * Reads an error thrown by a transport. The api-sdk's error classes are recognised by their names
 * and fields (the engine takes only types from the SDK, never its code). A 401 is access denied
 * whoever sent the credentials (in a browser the studio's proxy adds them, so the SDK never sees
 * them); a 403 is a refusal of one thing and ends no session (docs/decisions/045).
 */
export function describeTransportError(error: unknown): TransportFailure {
  const value = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    status?: unknown;
    message?: unknown;
    code?: unknown;
    retryAfterSeconds?: unknown;
  };
  const message = typeof value.message === 'string' ? value.message : String(error);
  if (value.name === 'AbortError') return { kind: 'cancelled', message };
  if (typeof value.status === 'number') {
    if (value.status === 401) return { kind: 'access-denied', status: value.status, message };
    return {
      kind: 'http',
      status: value.status,
      message,
      ...(typeof value.code === 'string' ? { code: value.code } : {}),
      ...(typeof value.retryAfterSeconds === 'number' ? { retryAfterSeconds: value.retryAfterSeconds } : {}),
    };
  }
  if (value.name === 'MalformedReplyError') return { kind: 'malformed', message };
  if (value.name === 'NetworkError' || error instanceof TypeError) return { kind: 'network', message };
  return { kind: 'unknown', message };
}
