import type { OperationId } from './generated/operation-table.ts';

/** The error body every error reply of the contract carries (`Error` in the contract). */
export interface ErrorBody {
  /** The HTTP status. */
  status: number;
  /** A stable machine-readable code. */
  code: string;
  /** A sentence a user can read. */
  message: string;
  /** The server's id of the request. */
  requestId?: string;
  /** Per-field problems of an invalid request. */
  details?: { path: string; message: string }[];
  /** With 409 `price_changed` of `buyStoreRun`: the listing's price per run now. */
  currentPrice?: number;
}

function isErrorBody(value: unknown): value is ErrorBody {
  const body = value as Partial<ErrorBody> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.status === 'number' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string'
  );
}

/** A reply outside 2xx. `body` holds the contract's error body when the server sent one. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  /** The operation that failed. */
  readonly operationId: OperationId;
  /** The HTTP status. */
  readonly status: number;
  /** The error body, when the reply had one of the contract's shape. */
  readonly body: ErrorBody | undefined;
  /** How long to wait before trying again, from the reply's `Retry-After` (429, 503), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    operationId: OperationId,
    status: number,
    body: unknown,
    message?: string,
    options: { retryAfterSeconds?: number | undefined } = {},
  ) {
    const parsed = isErrorBody(body) ? body : undefined;
    super(message ?? parsed?.message ?? `The request failed with status ${status}.`);
    this.operationId = operationId;
    this.status = status;
    this.body = parsed;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The machine-readable code of the error body, or `http_{status}` when there was none. */
  get code(): string {
    return this.body?.code ?? `http_${this.status}`;
  }
}

/**
 * `Retry-After` in seconds: either a number of seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when the header is missing or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * spec §8: a 401 on a call that carried credentials means the session is over (a 403 refuses one
 * thing and is a plain {@link ApiError}, docs/decisions/045). The client has already called
 * `onUnauthorized` when this is thrown.
 */
export class AccessDeniedError extends ApiError {
  override readonly name = 'AccessDeniedError';

  constructor(operationId: OperationId, status: number, body: unknown) {
    super(operationId, status, body, 'Access denied');
  }
}

/** A 2xx reply whose content is not what the contract promises (bad JSON, a bad `body` document). */
export class MalformedReplyError extends Error {
  override readonly name = 'MalformedReplyError';
  /** The operation whose reply could not be read. */
  readonly operationId: OperationId;

  constructor(operationId: OperationId, detail: string) {
    super(`The reply to ${operationId} could not be read: ${detail}`);
    this.operationId = operationId;
  }
}

/** The server could not be reached (offline, DNS, refused, aborted mid-way). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  /** The operation that could not be sent. */
  readonly operationId: OperationId;

  constructor(operationId: OperationId, cause: unknown) {
    super('The server could not be reached. Check the connection and try again.', { cause });
    this.operationId = operationId;
  }
}
