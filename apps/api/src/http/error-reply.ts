import type { ErrorBody } from '@taskwell/api-sdk';
import type { FastifyError } from 'fastify';
import { DomainError, type DomainErrorKind } from '../errors/domain-error.ts';
import { linePattern, textPattern } from '../text/control-characters.ts';

/** How the server answers an error: the contract's error body fields, headers, and whether to log it. */
export interface ErrorReply {
  /** The HTTP status (before it is fitted to what the operation declares). */
  status: number;
  /** The body's stable code. */
  code: string;
  /** The body's message. */
  message: string;
  /** Headers to send with the reply (`Retry-After`, `WWW-Authenticate`). */
  headers: Record<string, string>;
  /** Per-field problems. */
  details?: ErrorBody['details'];
  /** The price in force, for a `price_changed` conflict. */
  currentPrice?: number;
  /** True for a failure nobody meant: logged with its stack, answered with a generic message. */
  unexpected: boolean;
}

/** The one place where a kind of domain failure becomes an HTTP status. */
export function statusOfKind(kind: DomainErrorKind): number {
  switch (kind) {
    case 'invalid':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'insufficient_credit':
    case 'payment_declined':
      return 402;
    case 'plan_required':
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'gone':
      return 410;
    case 'too_large':
      return 413;
    case 'unsupported_type':
      return 415;
    case 'range_not_satisfiable':
      return 416;
    case 'invalid_parameters':
      return 422;
    case 'rate_limited':
      return 429;
    case 'unavailable':
      return 503;
    default:
      return kind satisfies never;
  }
}

function headersOf(error: DomainError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (error.kind === 'unauthenticated') headers['www-authenticate'] = 'Bearer';
  if (error.retryAfterMs !== undefined) {
    headers['retry-after'] = String(Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
  }
  return headers;
}

const clientError = (status: number, code: string, message: string, details?: ErrorBody['details']): ErrorReply => ({
  status,
  code,
  message,
  headers: {},
  ...(details ? { details } : {}),
  unexpected: false,
});

/** Fastify's and its plugins' own errors that say what was wrong with the request. */
const frameworkReplies: Readonly<Record<string, ErrorReply>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: clientError(413, 'payload_too_large', 'The request body is too large.'),
  FST_REQ_FILE_TOO_LARGE: clientError(413, 'payload_too_large', 'The request body is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: clientError(415, 'unsupported_media_type', 'The content type is not accepted.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: clientError(415, 'unsupported_media_type', 'The content type is not accepted.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: clientError(400, 'invalid_request', 'The JSON body is empty.'),
  FST_ERR_CTP_INVALID_JSON_BODY: clientError(400, 'invalid_json', 'The body is not valid JSON.'),
  FST_ERR_BAD_URL: clientError(400, 'invalid_url', 'The address is not valid: its percent-encoding is broken.'),
  // A path segment past the router's limit (64 KB): no id is that long.
  FST_ERR_MAX_PARAM_LENGTH: clientError(400, 'invalid_url', 'The address is not valid: a part of it is too long.'),
};

/** What a broken pattern of the contract means, in words a client can act on (ajv only quotes the pattern). */
const patternWords: ReadonlyMap<string, string> = new Map([
  [textPattern, 'must not hold control characters (tabs and line breaks are fine)'],
  [linePattern, 'must be one line without control characters'],
]);

/** ajv's message of a problem, or plain words for a pattern they are known for. */
function problemMessage(issue: { keyword: string; params: Record<string, unknown>; message?: string }): string {
  const words = issue.keyword === 'pattern' ? patternWords.get(String(issue.params.pattern)) : undefined;
  return words ?? issue.message ?? 'is invalid';
}

/**
 * Turns any error into the contract's error reply: a domain error by its kind, a request that
 * failed its contract schema with one detail per problem, Fastify's own client errors by their
 * code; anything else is a 500 that says nothing about its cause.
 */
export function errorReplyOf(error: unknown): ErrorReply {
  if (error instanceof DomainError) {
    return {
      status: statusOfKind(error.kind),
      code: error.code,
      message: error.message,
      headers: headersOf(error),
      ...(error.details ? { details: error.details } : {}),
      ...(error.currentPrice !== undefined ? { currentPrice: error.currentPrice } : {}),
      unexpected: false,
    };
  }
  const fastifyError = (error ?? {}) as Partial<FastifyError>;
  if (fastifyError.validation) {
    const context = fastifyError.validationContext ?? 'request';
    const details = fastifyError.validation.map((issue) => ({
      path: `/${context}${issue.instancePath}`,
      message: `${problemMessage(issue)}${
        issue.keyword === 'additionalProperties' ? ` (${String(issue.params.additionalProperty)})` : ''
      }`,
    }));
    return clientError(400, 'invalid_request', 'The request is not valid.', details);
  }
  const known = fastifyError.code ? frameworkReplies[fastifyError.code] : undefined;
  if (known) return known;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    return clientError(status, code, 'The request could not be read.');
  }
  return {
    status: 500,
    code: 'internal_error',
    message: 'Something went wrong on our side.',
    headers: {},
    unexpected: true,
  };
}
