import type { ErrorBody } from '@taskwell/api-sdk';

/** An error the server answers on purpose, with the contract's one error body. */
export class ApiError extends Error {
  /** The HTTP status. */
  readonly status: number;
  /** The stable machine-readable code (`invalid_pin`, `not_found`, ...). */
  readonly code: string;
  /** Headers to send with the reply (`Retry-After`, `WWW-Authenticate`). */
  readonly headers: Record<string, string>;
  /** Per-field problems of an invalid request. */
  readonly details: ErrorBody['details'];

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { headers?: Record<string, string>; details?: ErrorBody['details']; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.headers = extra.headers ?? {};
    this.details = extra.details;
  }
}

/** 401: no valid credentials. The message is the spec's §8 wording for the studio. */
export function unauthorized(message = 'Access denied'): ApiError {
  return new ApiError(401, 'unauthorized', message, { headers: { 'www-authenticate': 'Bearer' } });
}

/** 404: nothing with that id belongs to the caller (also for ids that exist but are someone else's). */
export function notFound(what = 'Nothing'): ApiError {
  return new ApiError(404, 'not_found', `${what} was not found.`);
}

/** 429 with Retry-After in whole seconds. */
export function tooManyRequests(retryAfterMs: number, message: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, 'too_many_requests', message, { headers: { 'retry-after': String(seconds) } });
}
