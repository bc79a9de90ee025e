import { ContractReader } from '@taskwell/openapi';
import { describe, expect, it } from 'vitest';
import {
  conflict,
  DomainError,
  type DomainErrorKind,
  invalid,
  notFound,
  rateLimited,
  unauthenticated,
} from '../errors/domain-error.ts';
import { linePattern, textPattern } from '../text/control-characters.ts';
import { type ErrorReply, errorReplyOf, statusOfKind } from './error-reply.ts';

/** A Fastify error as the framework and its plugins throw them: a code, maybe a status. */
function frameworkError(code: string, statusCode?: number): Error {
  return Object.assign(new Error(code), { code, ...(statusCode ? { statusCode } : {}) });
}

/** An error as a driver throws it: a message and its fields (a code, a syscall, an SDK's marks). */
function driverError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

/** Issue 42: what every outage of the database or the object store is answered with. */
const outage: Partial<ErrorReply> = {
  status: 503,
  code: 'service_unavailable',
  message: 'The service is busy, try again in a moment.',
  headers: { 'retry-after': '5' },
  unexpected: false,
  outage: true,
};

const kinds: { kind: DomainErrorKind; status: number }[] = [
  { kind: 'invalid', status: 400 },
  { kind: 'unauthenticated', status: 401 },
  { kind: 'insufficient_credit', status: 402 },
  { kind: 'payment_declined', status: 402 },
  { kind: 'plan_required', status: 403 },
  { kind: 'forbidden', status: 403 },
  { kind: 'not_found', status: 404 },
  { kind: 'conflict', status: 409 },
  { kind: 'gone', status: 410 },
  { kind: 'too_large', status: 413 },
  { kind: 'unsupported_type', status: 415 },
  { kind: 'range_not_satisfiable', status: 416 },
  { kind: 'invalid_parameters', status: 422 },
  { kind: 'rate_limited', status: 429 },
  { kind: 'unavailable', status: 503 },
];

describe('statusOfKind', () => {
  it.each(kinds)('given $kind should answer $status', ({ kind, status }) => {
    expect(statusOfKind(kind)).toBe(status);
  });
});

describe('errorReplyOf', () => {
  it.each<{ given: string; error: unknown; want: Partial<ErrorReply> }>([
    {
      given: 'a domain error',
      error: conflict('not_paused', 'This run is completed, not paused.'),
      want: {
        status: 409,
        code: 'not_paused',
        message: 'This run is completed, not paused.',
        headers: {},
        unexpected: false,
      },
    },
    {
      given: 'a missing session',
      error: unauthenticated(),
      want: { status: 401, code: 'unauthorized', message: 'Access denied', headers: { 'www-authenticate': 'Bearer' } },
    },
    {
      given: 'a rate limit with 1.2 s to wait',
      error: rateLimited(1200, 'Slow down.'),
      want: { status: 429, code: 'too_many_requests', headers: { 'retry-after': '2' } },
    },
    {
      given: 'a rate limit already over',
      error: rateLimited(0, 'Slow down.'),
      want: { headers: { 'retry-after': '1' } },
    },
    {
      given: 'invalid input with details',
      error: invalid('invalid_request', 'Bad name.', { details: [{ path: '/body/firstName', message: 'no' }] }),
      want: { status: 400, details: [{ path: '/body/firstName', message: 'no' }] },
    },
    {
      given: 'an unknown id',
      error: notFound('That run'),
      want: { status: 404, code: 'not_found', message: 'That run was not found.' },
    },
    {
      given: 'a request that failed its contract schema',
      error: Object.assign(new Error('bad'), {
        validationContext: 'body',
        validation: [
          { instancePath: '/email', keyword: 'format', params: {}, message: 'must match format "email"' },
          {
            instancePath: '',
            keyword: 'additionalProperties',
            params: { additionalProperty: 'admin' },
            message: 'must NOT have additional properties',
          },
        ],
      }),
      want: {
        status: 400,
        code: 'invalid_request',
        details: [
          { path: '/body/email', message: 'must match format "email"' },
          { path: '/body', message: 'must NOT have additional properties (admin)' },
        ],
      },
    },
    {
      given: 'a control character in free text or a line',
      error: Object.assign(new Error('bad'), {
        validationContext: 'body',
        validation: [
          {
            instancePath: '/comment',
            keyword: 'pattern',
            params: { pattern: textPattern },
            message: 'must match pattern',
          },
          {
            instancePath: '/name',
            keyword: 'pattern',
            params: { pattern: linePattern },
            message: 'must match pattern',
          },
          {
            instancePath: '/code',
            keyword: 'pattern',
            params: { pattern: '^[a-z]+$' },
            message: 'must match pattern "^[a-z]+$"',
          },
        ],
      }),
      want: {
        status: 400,
        details: [
          { path: '/body/comment', message: 'must not hold control characters (tabs and line breaks are fine)' },
          { path: '/body/name', message: 'must be one line without control characters' },
          { path: '/body/code', message: 'must match pattern "^[a-z]+$"' },
        ],
      },
    },
    {
      given: 'a body over the limit',
      error: frameworkError('FST_ERR_CTP_BODY_TOO_LARGE', 413),
      want: { status: 413, code: 'payload_too_large' },
    },
    {
      given: 'a file over the limit',
      error: frameworkError('FST_REQ_FILE_TOO_LARGE', 413),
      want: { status: 413, code: 'payload_too_large' },
    },
    {
      given: 'an unknown content type',
      error: frameworkError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415),
      want: { status: 415, code: 'unsupported_media_type' },
    },
    {
      given: 'an empty JSON body',
      error: frameworkError('FST_ERR_CTP_EMPTY_JSON_BODY', 400),
      want: { status: 400, code: 'invalid_request' },
    },
    {
      given: 'broken JSON',
      error: frameworkError('FST_ERR_CTP_INVALID_JSON_BODY', 400),
      want: { status: 400, code: 'invalid_json' },
    },
    {
      given: 'a broken percent-encoding',
      error: frameworkError('FST_ERR_BAD_URL', 400),
      want: { status: 400, code: 'invalid_url' },
    },
    {
      given: 'a path segment past the limit of the router',
      error: frameworkError('FST_ERR_MAX_PARAM_LENGTH', 414),
      want: { status: 400, code: 'invalid_url' },
    },
    {
      given: 'another framework client error',
      error: frameworkError('FST_FILES_LIMIT', 413),
      want: { status: 413, code: 'payload_too_large', message: 'The request could not be read.' },
    },
    {
      given: 'an unnamed 4xx',
      error: frameworkError('FST_SOMETHING', 406),
      want: { status: 406, code: 'bad_request' },
    },
    {
      given: 'a bug',
      error: new TypeError('x is undefined'),
      want: { status: 500, code: 'internal_error', message: 'Something went wrong on our side.', unexpected: true },
    },
    {
      given: 'a refused connection to the database',
      error: driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }),
      want: outage,
    },
    {
      given: "a fast restart's 57P01, wrapped by Drizzle",
      error: Object.assign(new Error('Failed query: select 1'), {
        cause: driverError('terminating connection due to administrator command', { code: '57P01' }),
      }),
      want: outage,
    },
    {
      given: 'a connection ended under a statement',
      error: driverError('Connection terminated unexpectedly', {}),
      want: outage,
    },
    {
      given: 'a connection failure of class 08',
      error: driverError('could not receive data from client', { code: '08006' }),
      want: outage,
    },
    {
      given: 'every address of a host refusing',
      error: new AggregateError([driverError('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })]),
      want: outage,
    },
    {
      given: "an object store's own failure",
      error: driverError('We encountered an internal error.', { name: 'InternalError', $fault: 'server' }),
      want: outage,
    },
    {
      given: 'a broken rule of the database',
      error: driverError('duplicate key value violates unique constraint', { code: '23505' }),
      want: { status: 500, unexpected: true },
    },
    {
      given: 'a file that is not there',
      error: driverError('no such file', { code: 'ENOENT' }),
      want: { status: 500, unexpected: true },
    },
    { given: 'a thrown string', error: 'boom', want: { status: 500, unexpected: true } },
    { given: 'a thrown null', error: null, want: { status: 500, unexpected: true } },
  ])('given $given should answer $want.status', ({ error, want }) => {
    expect(errorReplyOf(error)).toMatchObject(want);
  });

  it('should keep a domain error of every kind a client error or a 503, never a bare 500', () => {
    for (const { kind } of kinds) {
      const reply = errorReplyOf(new DomainError(kind, kind, 'x'));
      expect(reply.unexpected).toBe(false);
      expect(reply.status === 503 || (reply.status >= 400 && reply.status < 500)).toBe(true);
    }
  });
});

describe("the contract's text patterns", () => {
  it('should be the ones the error replies put into words', () => {
    const reader = new ContractReader();
    expect(reader.at('#/components/schemas/Text').pattern).toBe(textPattern);
    expect(reader.at('#/components/schemas/Line').pattern).toBe(linePattern);
  });

  it.each([
    { given: 'tabs and line breaks', text: 'a\tb\r\nc', want: [true, false] },
    { given: 'plain words', text: 'Plain words, émoji 😀 and all.', want: [true, true] },
    { given: 'a NUL', text: 'a\u0000b', want: [false, false] },
    { given: 'an escape', text: '\u001b[31m', want: [false, false] },
    { given: 'a C1 control', text: '\u0085', want: [false, false] },
    { given: 'a lone surrogate', text: 'x\ud800', want: [false, false] },
  ])('given $given should be free text $want.0 and one line $want.1', ({ text, want }) => {
    const reader = new ContractReader();
    const check = (pointer: string) => reader.compile(pointer)(text);
    expect([check('#/components/schemas/Text'), check('#/components/schemas/Line')]).toEqual(want);
  });
});
