import type { ErrorBody } from '@taskwell/api-sdk';

/**
 * What kind of failure a domain error is. The server's own words, not HTTP statuses: the HTTP
 * layer maps each kind to a status in one place (`http/error-reply.ts`).
 */
export type DomainErrorKind =
  /** The input breaks a rule (a bad name, a broken upload, an empty feedback). */
  | 'invalid'
  /** Form inputs of a run that do not fit the task's form. */
  | 'invalid_parameters'
  /** No valid credentials. */
  | 'unauthenticated'
  /** The account's credit does not cover the fee. */
  | 'insufficient_credit'
  /** The payment provider declined the payment; nothing was changed. */
  | 'payment_declined'
  /** The account's plan does not unlock it. */
  | 'plan_required'
  /** The credentials are valid but do not allow this (a public key's other task or origin). */
  | 'forbidden'
  /** Nothing with that id belongs to the caller. */
  | 'not_found'
  /** The thing is not in a state that allows this, or changed meanwhile. */
  | 'conflict'
  /** It existed and is gone for good. */
  | 'gone'
  /** The upload is over its limit. */
  | 'too_large'
  /** The upload is not of a type that is taken. */
  | 'unsupported_type'
  /** The requested byte range lies outside the file. */
  | 'range_not_satisfiable'
  /** Too many tries; `retryAfterMs` says when to try again. */
  | 'rate_limited'
  /** A service the call depends on is down; try again shortly. */
  | 'unavailable';

/** Extra facts of a domain error. */
export interface DomainErrorExtra {
  /** Per-field problems, in the contract's `details` shape. */
  details?: ErrorBody['details'];
  /** When the caller may try again (rate limits, an unavailable service). */
  retryAfterMs?: number;
  /** The error behind it, for the log. */
  cause?: unknown;
  /** With a `price_changed` conflict: the price in force now (the contract's `currentPrice`). */
  currentPrice?: number;
}

/** A failure the server reports on purpose: a kind, a stable code and a message for the user. */
export class DomainError extends Error {
  override name = 'DomainError';
  /** What kind of failure it is. */
  readonly kind: DomainErrorKind;
  /** The stable machine-readable code of the error body (`not_paused`, `invalid_pin`, ...). */
  readonly code: string;
  /** Per-field problems. */
  readonly details: ErrorBody['details'];
  /** When to try again, in milliseconds. */
  readonly retryAfterMs: number | undefined;
  /** The price in force, for a `price_changed` conflict. */
  readonly currentPrice: number | undefined;

  constructor(kind: DomainErrorKind, code: string, message: string, extra: DomainErrorExtra = {}) {
    super(message, { cause: extra.cause });
    this.kind = kind;
    this.code = code;
    this.details = extra.details;
    this.retryAfterMs = extra.retryAfterMs;
    this.currentPrice = extra.currentPrice;
  }
}

/** Nothing with that id belongs to the caller (also for ids that exist but are someone else's). */
export function notFound(what = 'Nothing'): DomainError {
  return new DomainError('not_found', 'not_found', `${what} was not found.`);
}

/** No valid credentials; the message is the spec's §8 wording for the studio. */
export function unauthenticated(message = 'Access denied'): DomainError {
  return new DomainError('unauthenticated', 'unauthorized', message);
}

/** Too many tries, with the time until the next one may succeed. */
export function rateLimited(retryAfterMs: number, message: string): DomainError {
  return new DomainError('rate_limited', 'too_many_requests', message, { retryAfterMs });
}

/** Valid credentials that do not allow this. */
export function forbidden(code: string, message: string): DomainError {
  return new DomainError('forbidden', code, message);
}

/** The input breaks a rule. */
export function invalid(code: string, message: string, extra: DomainErrorExtra = {}): DomainError {
  return new DomainError('invalid', code, message, extra);
}

/** The thing is not in a state that allows this. */
export function conflict(code: string, message: string): DomainError {
  return new DomainError('conflict', code, message);
}

/** A service the call needs is down or not configured; nothing was changed. */
export function unavailable(code: string, message: string, extra: DomainErrorExtra = {}): DomainError {
  return new DomainError('unavailable', code, message, extra);
}
