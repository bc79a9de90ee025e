import type { OperationId } from '@taskwell/api-sdk';
import { getContractValidator } from '@taskwell/openapi';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesOf, replacedAt } from './creator/testing/definition-places.ts';
import { definitionOperations } from './creator/testing/definition-requests.ts';
import { everyFieldTask } from './creator/testing/every-field-task.ts';
import { notImplementedOperations } from './http/not-implemented.ts';
import { type PaymentTestServer, startPaymentTestServer } from './payments/testing/payment-test-server.ts';
import { anyCodePoint } from './testing/any-code-point.ts';
import { boundary, multipartBody, upload } from './testing/multipart.ts';

testsInOrder('the last test reads the statuses every fuzzing test before it counted');

// Bad input of every kind against every implemented operation: wrong types, missing and extra
// fields, huge strings, bad JSON, bad multipart, odd path and query values, odd credentials. The
// server must answer each with a 4xx (or a 2xx where the input happens to be valid), never a 5xx,
// and every reply must still keep to the contract. Payments go to the fake Stripe (msw). The one
// 5xx allowed is the documented 503 of an operation this server cannot serve whatever it is sent,
// and like every 503 of the contract (issue 42) it must say when to come back: the validator
// refuses a 503 without its Retry-After.
const validator = getContractValidator();
const implemented = validator.operations.filter(
  (operation) => !notImplementedOperations.includes(operation.operationId as OperationId),
);
const unavailableCodes: Partial<Record<OperationId, string>> = { linkLinkedIn: 'social_link_not_configured' };
// The suite's runs per operation; `pnpm --filter @taskwell/api fuzz` (TASKWELL_FUZZ=full) runs 80.
const runsPerOperation = process.env.TASKWELL_FUZZ === 'full' ? 80 : 30;
let server: PaymentTestServer;
let token: string;
let assetId: string;
const statuses = new Map<number, number>();

beforeAll(async () => {
  server = await startPaymentTestServer();
  token = await server.signIn('fuzz@example.com');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: upload('fuzz target'),
  });
  assetId = created.json().assetId;
});
afterAll(() => server.close());

const huge = 'x'.repeat(100_000);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(huge, -1, 1e308, '', null, true, [], {}, '\u0000', '<script>', '../../etc/passwd'),
);
const fieldNames = [
  'email',
  'otp',
  'firstName',
  'lastName',
  'organization',
  'plan',
  'accountBalance',
  'id',
  'rating',
  'comment',
  'taskId',
  'parameters',
  'character',
  'assetId',
  'value',
  'name',
  'message',
  'website',
  '__proto__',
  'constructor',
];

/** An object shaped like the operation's bodies, with some fields of wrong type, missing or extra. */
const objectBody = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 20 })), jsonValue, {
  maxKeys: 6,
});

const jsonPayload = fc.oneof(
  objectBody.map((value) => JSON.stringify(value)),
  jsonValue.map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{',
    '{"email":',
    'null',
    '[]',
    '"x"',
    '{"__proto__":{"admin":true}}',
    `{"email":"${huge}@x.io"}`,
    '',
  ),
  fc.string({ maxLength: 200 }),
);

/**
 * For the operations that take a task definition: a whole definition (every part of the model)
 * with one string or one name anywhere inside it replaced by any text, a flow nested to any depth,
 * as `{definition}` or as an exported file.
 */
const definitionPlaces = placesOf(everyFieldTask());
const definitionPayload = fc
  .tuple(
    fc.nat(),
    fc.oneof(fc.string({ unit: anyCodePoint, maxLength: 40 }), fc.constantFrom('\u0000', '\ud800', huge, '')),
    fc.nat({ max: 40 }),
    fc.boolean(),
  )
  .map(([index, text, depth, asFile]) => {
    const place = definitionPlaces[index % definitionPlaces.length];
    const { definition } = place ? replacedAt(everyFieldTask(), place, text) : { definition: everyFieldTask() };
    let flow = (definition as { flow: unknown }).flow;
    for (let level = 0; level < depth; level += 1) flow = { sequence: [flow] };
    const nested = { ...(definition as object), flow };
    return JSON.stringify(asFile ? { schemaVersion: 1, definition: nested } : { definition: nested });
  });

const multipartPayload = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(upload('ok').subarray(0, 120)),
  fc.constant(
    multipartBody([
      { name: 'metadata', data: '{"Content-Type":1}' },
      { name: 'file', filename: 'a', data: 'x' },
    ]),
  ),
  fc.constant(multipartBody([{ name: 'file', filename: '', data: '' }])),
  fc.constant(
    multipartBody([
      { name: 'metadata', data: huge },
      { name: 'file', filename: huge, data: 'x' },
    ]),
  ),
  fc
    .uint8Array({ minLength: 1, maxLength: 500 })
    .map((bytes) => upload(Buffer.from(bytes), { type: 'application/octet-stream' })),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  `multipart/form-data; boundary=${boundary}`,
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  undefined,
);

const credential = fc.constantFrom<'valid' | 'none' | 'garbage' | 'basic' | 'empty'>(
  'valid',
  'none',
  'garbage',
  'basic',
  'empty',
);

const pathValue = fc.oneof(
  fc.constant('ASSET'),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('%00', '..%2F..%2Fetc', huge.slice(0, 5000), '%E0%A4%A', '%'),
);

const query = fc.dictionary(
  fc.constantFrom('_', 'token', 'download', 'session-id', 'x', '__proto__'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('-1', '1e400', 'true', 'NaN', huge.slice(0, 3000))),
  { maxKeys: 3 },
);

function headersFor(kind: string, type: string | undefined, range: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (type !== undefined) headers['content-type'] = type;
  if (range !== undefined) headers.range = range;
  if (kind === 'valid') headers.authorization = `Bearer ${token}`;
  if (kind === 'garbage') headers.authorization = 'Bearer not.a.token';
  if (kind === 'basic') headers.authorization = 'Basic YTpi';
  if (kind === 'empty') headers.authorization = '';
  return headers;
}

describe('fuzzing every implemented operation', () => {
  it.each(implemented.map((operation) => [operation.operationId, operation] as const))(
    'given bad input to %s should never answer 5xx',
    async (operationId, operation) => {
      const takesMultipart = operationId === 'createAsset';
      const takesDefinition = (definitionOperations as readonly string[]).includes(operationId);
      const takesBody = operation.method === 'post' || takesDefinition;
      await fc.assert(
        fc.asyncProperty(
          pathValue,
          query,
          takesMultipart ? multipartPayload : takesDefinition ? fc.oneof(jsonPayload, definitionPayload) : jsonPayload,
          contentType,
          credential,
          fc.option(fc.constantFrom('bytes=0-3', 'bytes=-0', 'bytes=9999999-', 'bytes=x', 'items=0-1'), {
            nil: undefined,
          }),
          async (pathPart, queryPart, payload, type, kind, range) => {
            const path = operation.path.replace(/\{[^}]+\}/g, () =>
              pathPart === 'ASSET' ? assetId : encodeURIComponent(pathPart),
            );
            const search = new URLSearchParams(queryPart as Record<string, string>).toString();
            const request: InjectOptions = {
              method: operation.method.toUpperCase() as 'GET' | 'POST' | 'PUT',
              url: `${path}${search ? `?${search}` : ''}`,
              headers: headersFor(
                kind,
                takesMultipart && type === 'application/json' ? `multipart/form-data; boundary=${boundary}` : type,
                range,
              ),
              ...(takesBody ? { payload } : {}),
            };
            const response = await server.app.inject(request);
            const unavailable =
              response.statusCode === 503 && response.json().code === unavailableCodes[operationId as OperationId];
            if (!unavailable) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            else statuses.set(-503, (statuses.get(-503) ?? 0) + 1);
            expect(
              unavailable ? 0 : response.statusCode,
              `${request.method} ${request.url} -> ${response.body.slice(0, 300)}`,
            ).toBeLessThan(500);
            const replyHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === 'string') replyHeaders.set(name, value);
            const checked = await validator.validateResponse(
              operationId,
              new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
                status: response.statusCode,
                headers: replyHeaders,
              }),
            );
            expect(checked.errors, `${request.method} ${request.url}`).toEqual([]);
          },
        ),
        { numRuns: runsPerOperation },
      );
    },
  );

  it('should have answered every fuzzed request below 500', () => {
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const serverErrors = [...statuses.entries()]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const spread = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => (status === -503 ? `503 as documented: ${count}` : `${status}: ${count}`));
    process.stdout.write(`fuzz: ${total} requests, ${serverErrors} answered 5xx (${spread.join(', ')})\n`);
    expect(total).toBeGreaterThanOrEqual(implemented.length * runsPerOperation);
    expect(serverErrors).toBe(0);
  });
});
