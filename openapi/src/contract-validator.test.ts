import { describe, expect, it } from 'vitest';
import { ContractValidator } from './contract-validator.ts';

const validator = new ContractValidator();
const base = 'http://api.test';
const bearer = { authorization: 'Bearer session-token' };
const json = { 'content-type': 'application/json' };

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${base}${path}`, {
    method: 'POST',
    headers: { ...json, ...bearer, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function reply(status: number, body: unknown, contentType = 'application/json'): Response {
  const text = typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers: { 'content-type': contentType } });
}

/** A 503 of an outage (issue 42), with the headers given. */
function busy(headers: Record<string, string>): Response {
  const body = { status: 503, code: 'service_unavailable', message: 'The service is busy, try again in a moment.' };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const executeBody = {
  taskId: 'summarise',
  parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'hello' } },
  character: { name: 'EMPTY', content: '' },
};

describe('ContractValidator.match', () => {
  it.each([
    { given: ['GET', '/api/asset/get/a%2Fb'], want: { id: 'getAsset', params: { assetId: 'a/b' } } },
    { given: ['POST', '/api/request/resume/r-1?_=1'], want: { id: 'resumeRequest', params: { requestId: 'r-1' } } },
    { given: ['GET', '/api/otp/profile'], want: { id: 'getProfile', params: {} } },
    { given: ['POST', '/api/otp/profile'], want: { id: 'updateProfile', params: {} } },
  ])('given $given should find $want.id', ({ given, want }) => {
    const found = validator.match(given[0] as string, `${base}${given[1]}`);
    expect(found?.operation.operationId).toBe(want.id);
    expect(found?.pathParams).toEqual(want.params);
  });

  it('should find nothing for a path or method outside the contract', () => {
    expect(validator.match('GET', `${base}/api/otp/request`)).toBeUndefined();
    expect(validator.match('GET', `${base}/api/unknown`)).toBeUndefined();
  });
});

describe('ContractValidator.validateRequest', () => {
  it.each([
    { given: 'a valid OTP request', request: () => post('/api/otp/request', { email: 'ada@example.com' }), want: [] },
    {
      given: 'an OTP request with a bad e-mail',
      request: () => post('/api/otp/request', { email: 'not-an-email' }),
      want: ['body/email must match format "email"'],
    },
    {
      given: 'an OTP request with an extra field',
      request: () => post('/api/otp/request', { email: 'ada@example.com', admin: true }),
      want: ['body must NOT have additional properties (admin)'],
    },
    {
      given: 'a PIN of five digits',
      request: () => post('/api/otp/verify', { email: 'ada@example.com', otp: '12345' }),
      want: ['body/otp must match pattern "^[0-9]{6}$"'],
    },
    { given: 'a valid execute call', request: () => post('/api/execute/task?_=17', executeBody), want: [] },
    {
      given: 'an execute call with the API-Key header instead of a bearer',
      request: () =>
        new Request(`${base}/api/execute/task`, {
          method: 'POST',
          headers: { ...json, 'API-Key': 'app-1' },
          body: JSON.stringify(executeBody),
        }),
      want: [],
    },
    {
      given: 'an execute call without credentials',
      request: () =>
        new Request(`${base}/api/execute/task`, { method: 'POST', headers: json, body: JSON.stringify(executeBody) }),
      want: ['the request carries none of the credentials the operation accepts'],
    },
    {
      given: 'a cache-busting parameter that is not a number',
      request: () => post('/api/execute/task?_=soon', executeBody),
      want: ['query._/value must be integer'],
    },
    {
      given: 'an execute call missing character',
      request: () => post('/api/execute/task', { taskId: 't', parameters: {} }),
      want: ["body must have required property 'character'"],
    },
    {
      given: 'a query parameter the contract does not name',
      request: () => new Request(`${base}/api/payment/session-status?session_id=cs_1`, { headers: bearer }),
      want: ['query parameter "session-id" is required', 'query parameter "session_id" is not in the contract'],
    },
    {
      given: 'modify-payment-method with boolean flags',
      request: () => post('/api/payment/modify-payment-method?default=true&subscription=false', undefined),
      want: [],
    },
    {
      given: 'a body that is not JSON',
      request: () => post('/api/otp/request', '{"email":'),
      want: ['the body is not valid JSON'],
    },
    {
      given: 'an asset read with a URL token',
      request: () => new Request(`${base}/api/asset/get/0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11?token=t`),
      want: [],
    },
    {
      given: 'a public call without credentials',
      request: () => new Request(`${base}/api/tasks/all`),
      want: [],
    },
  ])('given $given should report $want', async ({ request, want }) => {
    const result = await validator.validateRequest(request());
    expect(result.errors).toEqual(want);
    expect(result.ok).toBe(want.length === 0);
  });

  it('given a multipart upload should check the JSON metadata part and the file part', async () => {
    const form = new FormData();
    form.set('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    form.set('metadata', JSON.stringify({ 'Content-Type': 'text/plain' }));
    const good = await validator.validateRequest(
      new Request(`${base}/api/asset/create`, { method: 'POST', headers: bearer, body: form }),
    );
    expect(good.errors).toEqual([]);

    const bad = new FormData();
    bad.set('metadata', JSON.stringify({ type: 'text/plain' }));
    const result = await validator.validateRequest(
      new Request(`${base}/api/asset/create`, { method: 'POST', headers: bearer, body: bad }),
    );
    expect(result.errors).toEqual([
      "body must have required property 'file'",
      "body/metadata must have required property 'Content-Type'",
    ]);
  });
});

describe('ContractValidator.validateResponse', () => {
  const accepted = JSON.stringify({ status: 'IN_PROGRESS', requestId: 'r-1' });

  it.each([
    { id: 'getHealth', response: () => reply(200, { status: 'ok' }), want: [] },
    { id: 'requestOtp', response: () => reply(200, 'A PIN is on its way.'), want: [] },
    { id: 'logout', response: () => reply(204, null), want: [] },
    { id: 'executeTask', response: () => reply(200, { body: accepted }), want: [] },
    {
      id: 'executeTask',
      // The decoded body is a RunAccepted, or with `wait` a RequestStatus: this one is neither.
      response: () => reply(200, { body: JSON.stringify({ status: 'RUNNING', requestId: 'r-1' }) }),
      want: [
        "body/body(decoded) must have required property 'step'",
        "body/body(decoded) must have required property 'max'",
        "body/body(decoded) must have required property 'results'",
        'body/body(decoded)/status must be equal to one of the allowed values (["IN_PROGRESS","COMPLETED","PAUSED","ERROR","ABORTED"])',
        'body/body(decoded)/status must be equal to one of the allowed values (["IN_PROGRESS","COMPLETED","PAUSED","ERROR","ABORTED"])',
        'body/body(decoded) must match a schema in anyOf',
      ],
    },
    {
      id: 'executeTask',
      response: () =>
        reply(200, {
          body: JSON.stringify({ requestId: 'r-1', status: 'COMPLETED', step: 1, max: 1, results: [] }),
        }),
      want: [],
    },
    {
      id: 'getRequestResults',
      response: () => reply(200, { body: '{not json' }),
      want: ['body/body is not a JSON document'],
    },
    {
      id: 'getProfile',
      response: () =>
        reply(200, { id: 'ada@example.com', firstName: 'Ada', lastName: 'L', organization: '', plan: 'Free' }),
      want: ["body must have required property 'accountBalance'"],
    },
    { id: 'getProfile', response: () => reply(418, { status: 418 }), want: ['status 418 is not declared'] },
    {
      id: 'getProfile',
      response: () => reply(401, { status: 401, code: 'unauthorized', message: 'Access denied' }),
      want: [],
    },
    {
      id: 'listPlans',
      response: () => reply(501, { status: 501, code: 'not_implemented', message: 'Not yet.' }),
      want: [],
    },
    {
      id: 'getProfile',
      response: () => reply(500, { error: 'boom' }),
      want: [
        "body must have required property 'status'",
        "body must have required property 'code'",
        "body must have required property 'message'",
      ],
    },
    {
      id: 'getAssetText',
      response: () => reply(200, '# Title', 'text/markdown; charset=utf-8'),
      want: [],
    },
    {
      id: 'getAssetText',
      response: () => reply(200, '<p>hi</p>', 'text/html'),
      want: ['content type "text/html" is not declared for status 200 (text/plain, text/markdown)'],
    },
    { id: 'getAsset', response: () => reply(200, 'RIFF....WAVE', 'audio/wav'), want: [] },
    { id: 'logout', response: () => reply(204, null, 'text/plain'), want: [] },
    {
      id: 'executeTask',
      response: () => busy({ 'retry-after': '5' }),
      want: [],
    },
    {
      id: 'getProfile',
      response: () => busy({}),
      want: ['header Retry-After is required but was not sent'],
    },
    {
      id: 'createAsset',
      response: () => busy({ 'retry-after': 'soon' }),
      want: ['header Retry-After must be integer'],
    },
    {
      id: 'listTasks',
      response: () => busy({ 'retry-after': '0' }),
      want: ['header Retry-After must be >= 1'],
    },
  ])('given a $id reply should report $want', async ({ id, response, want }) => {
    const result = await validator.validateResponse(id, response());
    expect(result.errors).toEqual(want);
    expect(result.ok).toBe(want.length === 0);
  });

  it('should refuse an operation id the contract does not have', async () => {
    await expect(validator.validateResponse('nope', reply(200, {}))).rejects.toThrow('no operation "nope"');
  });
});
