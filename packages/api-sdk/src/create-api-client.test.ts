import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assetUrl } from './asset-url.ts';
import { type ApiClientOptions, createApiClient } from './create-api-client.ts';
import { AccessDeniedError, ApiError, MalformedReplyError, NetworkError } from './errors.ts';

const baseUrl = 'http://api.test';
const server = setupServer();
const seen: Request[] = [];

// The client is made before the interceptor starts: its fetch is looked up per call.
const early = createApiClient({ baseUrl, getToken: () => 'early-token' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

/** Answers every request with one reply and records what was sent. */
function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  server.use(
    http.all(`${baseUrl}/*`, ({ request }) => {
      seen.push(request.clone());
      if (body === undefined) return new HttpResponse(null, { status, headers });
      return HttpResponse.json(body as Record<string, unknown>, { status, headers });
    }),
  );
}

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl, getToken: () => 'session-token', now: () => 1_700_000_000_000, ...options });
}

const execute = { taskId: 'summarise', parameters: {}, character: { name: 'EMPTY', content: '' } };
const accepted = { body: JSON.stringify({ status: 'IN_PROGRESS', requestId: 'r-1' }) };
const errorBody = (status: number, code: string, message: string) => ({ status, code, message });

describe('credentials', () => {
  it('given a token getter, should send the bearer token on calls that take one', async () => {
    answer(200, []);
    await client().listCreditPackages();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer session-token');
  });

  it('given an async token getter, should wait for it', async () => {
    answer(200, []);
    await client({ getToken: async () => 'later-token' }).listCreditPackages();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer later-token');
  });

  it('given no token, should send no Authorization header', async () => {
    answer(200, []);
    await client({ getToken: () => undefined }).listTasks();
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('should never send the token on calls that take none', async () => {
    answer(200, 'sent');
    await client().requestOtp({ email: 'ada@example.com' });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('given an app id, should send API-Key instead of the bearer on task calls (spec §7 task auth)', async () => {
    answer(200, accepted);
    await client({ appId: 'app-42' }).executeTask(execute);
    expect(seen[0]?.headers.get('api-key')).toBe('app-42');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('given an app id, should still send the bearer on calls that do not take API-Key', async () => {
    answer(200, []);
    await client({ appId: 'app-42' }).listCreditPackages();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer session-token');
    expect(seen[0]?.headers.has('api-key')).toBe(false);
  });

  it('given a public key, should send Public-Key on the calls that take one and the bearer elsewhere', async () => {
    answer(200, accepted);
    await client({ publicKey: 'tw_pk_widget' }).executeTask(execute);
    expect(seen[0]?.headers.get('public-key')).toBe('tw_pk_widget');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    answer(200, []);
    await client({ publicKey: 'tw_pk_widget' }).listCreditPackages();
    expect(seen[1]?.headers.has('public-key')).toBe(false);
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer session-token');
  });

  it("given a public key, should send the visitor's token with it: the one given, else one kept for the client's life", async () => {
    answer(200, accepted);
    await client({ publicKey: 'tw_pk_widget', visitorToken: 'visitor-token-0123456789ab' }).executeTask(execute);
    expect(seen[0]?.headers.get('visitor-token')).toBe('visitor-token-0123456789ab');
    const widget = client({ publicKey: 'tw_pk_widget' });
    answer(200, accepted);
    await widget.executeTask(execute);
    answer(200, accepted);
    await widget.executeTask(execute);
    const made = seen[1]?.headers.get('visitor-token') ?? '';
    expect(made).toMatch(/^[A-Za-z0-9_-]{22,128}$/);
    expect(seen[2]?.headers.get('visitor-token')).toBe(made);
    answer(200, []);
    await widget.listCreditPackages();
    expect(seen[3]?.headers.has('visitor-token')).toBe(false);
  });

  it('given an idempotency key, should send it as Idempotency-Key on a start, a retry and a resume', async () => {
    const api = client({});
    answer(200, accepted);
    await api.executeTask(execute, { idempotencyKey: 'click-start-1' });
    answer(200, { status: 'IN_PROGRESS', requestId: 'r2' });
    await api.retryRun('0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11', { idempotencyKey: 'click-retry-1' });
    answer(200, accepted);
    await api.resumeRequest(
      '0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11',
      { parameters: [] },
      { idempotencyKey: 'click-resume-1' },
    );
    answer(200, accepted);
    await api.executeTask(execute);
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'click-start-1',
      'click-retry-1',
      'click-resume-1',
      null,
    ]);
  });

  it('given a client made before the interceptor started, should still be intercepted', async () => {
    answer(200, []);
    await early.listTasks();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer early-token');
  });
});

describe('access denied (spec §8)', () => {
  it('given 401 on a call with credentials, should call onUnauthorized and throw "Access denied"', async () => {
    answer(401, errorBody(401, 'session_expired', 'Your session has ended.'));
    const onUnauthorized = vi.fn();
    const failure = client({ onUnauthorized }).getProfile();
    await expect(failure).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(failure).rejects.toThrow('Access denied');
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ operationId: 'getProfile', status: 401 });
  });

  it('given 403 on a call with credentials (a plan refusal), should reject with the server message and end nothing', async () => {
    const message = 'Your Free plan does not include "Brief from a PDF". Upgrade to Creator to run it.';
    answer(403, errorBody(403, 'plan_required', message));
    const onUnauthorized = vi.fn();
    const failure = client({ onUnauthorized }).executeTask(execute);
    await expect(failure).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof ApiError &&
        !(error instanceof AccessDeniedError) &&
        error.status === 403 &&
        error.code === 'plan_required' &&
        error.message === message,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('given 401 on a call without credentials (a wrong PIN), should not end the session', async () => {
    answer(401, errorBody(401, 'invalid_pin', 'Invalid Pin'));
    const onUnauthorized = vi.fn();
    const failure = client({ onUnauthorized }).verifyOtp({ email: 'ada@example.com', otp: '000000' });
    await expect(failure).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof ApiError && !(error instanceof AccessDeniedError) && error.code === 'invalid_pin',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('given 401 with an API-Key, should end the session too', async () => {
    answer(401, errorBody(401, 'unknown_app', 'Unknown app.'));
    const onUnauthorized = vi.fn();
    await expect(client({ appId: 'app-1', onUnauthorized }).getRequestResults('r-1')).rejects.toBeInstanceOf(
      AccessDeniedError,
    );
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ operationId: 'getRequestResults', status: 401 });
  });
});

describe('cache busting (spec §7)', () => {
  it.each([
    { name: 'executeTask', call: (c: ReturnType<typeof client>) => c.executeTask(execute), reply: accepted },
    {
      name: 'resumeRequest',
      call: (c: ReturnType<typeof client>) => c.resumeRequest('r-1', { parameters: [] }),
      reply: accepted,
    },
    {
      name: 'getRequestResults',
      call: (c: ReturnType<typeof client>) => c.getRequestResults('r-1'),
      reply: { body: JSON.stringify({ status: 'COMPLETED', requestId: 'r-1', step: 2, max: 3, results: [] }) },
    },
    {
      name: 'saveFeedback',
      call: (c: ReturnType<typeof client>) => c.saveFeedback('a-1', { rating: 'up' }),
      reply: { updatedAssetId: 'a-1', metadata: {}, feedbackId: 'f-1' },
    },
  ])('$name should carry _={timestamp} and no-cache headers', async ({ call, reply }) => {
    answer(200, reply);
    await call(client());
    const url = new URL(seen[0]?.url ?? '');
    expect(url.searchParams.get('_')).toBe('1700000000000');
    expect(seen[0]?.headers.get('cache-control')).toBe('no-cache');
  });

  it('should leave other calls alone', async () => {
    answer(200, []);
    await client().listTasks();
    expect(new URL(seen[0]?.url ?? '').searchParams.has('_')).toBe(false);
    expect(seen[0]?.headers.has('cache-control')).toBe(false);
  });

  it('should keep the body of a busted request', async () => {
    answer(200, accepted);
    await client().executeTask(execute);
    expect(await seen[0]?.json()).toEqual(execute);
  });

  it('should copy the body as bytes, not as a stream a browser sends only over HTTP/2', async () => {
    const Native = globalThis.Request;
    // Chromium refuses a streamed request body on HTTP/1.1 (net::ERR_ALPN_NEGOTIATION_FAILED).
    vi.stubGlobal(
      'Request',
      class extends Native {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          if (init?.body instanceof ReadableStream) throw new TypeError('a streamed body needs HTTP/2');
          super(input, init);
        }
      },
    );
    answer(200, accepted);
    await expect(client().executeTask(execute)).resolves.toEqual({ status: 'IN_PROGRESS', requestId: 'r-1' });
    expect(await seen[0]?.json()).toEqual(execute);
  });
});

describe('execution replies: the body string', () => {
  it('should decode a RunAccepted document', async () => {
    answer(200, accepted);
    expect(await client().executeTask(execute)).toEqual({ status: 'IN_PROGRESS', requestId: 'r-1' });
  });

  it('should decode a RequestStatus document with results and missing inputs', async () => {
    const status = {
      status: 'PAUSED',
      requestId: 'r-1',
      step: 1,
      max: 3,
      results: [
        {
          parameter: {
            name: 'Summary',
            metadata: { 'Content-Type': 'text/markdown', created: '2026-11-22T10:00:00Z' },
            value: [{ source: 'summariser', data: 'asset-1' }],
          },
        },
      ],
      missing: {
        requestId: 'r-1',
        parameters: [
          { assetId: 'slot-1', parameter: { id: 'p', name: 'tone', valueType: 'text/plain', ui: { type: 'line' } } },
        ],
      },
    };
    answer(200, { body: JSON.stringify(status) });
    expect(await client().getRequestResults('r-1')).toEqual(status);
  });

  it.each([
    { given: 'a body that is not JSON', reply: { body: '{oops' }, want: '"body" is not a JSON document' },
    {
      given: 'an unknown status',
      reply: { body: JSON.stringify({ status: 'RUNNING', requestId: 'r-1' }) },
      want: '"body"/status must be equal to one of the allowed values',
    },
    {
      given: 'no requestId',
      reply: { body: JSON.stringify({ status: 'IN_PROGRESS' }) },
      want: '"body" must have required property \'requestId\'',
    },
    { given: 'no body field', reply: { status: 'IN_PROGRESS' }, want: 'the reply has no "body" string' },
  ])('given $given should throw a MalformedReplyError', async ({ reply, want }) => {
    answer(200, reply);
    const failure = client().executeTask(execute);
    await expect(failure).rejects.toBeInstanceOf(MalformedReplyError);
    await expect(failure).rejects.toThrow(want);
  });

  it('executeTaskAndWait: should ask for the wait and decode the run status the reply holds', async () => {
    const completed = { status: 'COMPLETED', requestId: 'r-1', step: 2, max: 3, results: [] };
    answer(200, { body: JSON.stringify(completed) });
    expect(await client().executeTaskAndWait(execute, { waitSeconds: 30 })).toEqual(completed);
    const sent = new URL(seen[0]?.url ?? '');
    expect(sent.pathname).toBe('/api/execute/task');
    expect(sent.searchParams.get('wait')).toBe('30');
    expect(await seen[0]?.json()).toEqual(execute);
  });

  it('executeTaskAndWait: given a RunAccepted instead of a run status, should throw a MalformedReplyError', async () => {
    answer(200, accepted);
    const failure = client().executeTaskAndWait(execute, { waitSeconds: 5 });
    await expect(failure).rejects.toBeInstanceOf(MalformedReplyError);
    await expect(failure).rejects.toThrow('"body" must have required property');
  });

  it('given a 200 whose JSON is broken, should throw a MalformedReplyError', async () => {
    server.use(
      http.get(
        `${baseUrl}/api/tasks/all`,
        () => new HttpResponse('[{', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(client().listTasks()).rejects.toBeInstanceOf(MalformedReplyError);
  });
});

describe('other failures', () => {
  it('given an error reply, should throw an ApiError with the contract error body', async () => {
    answer(402, errorBody(402, 'insufficient_credits', 'You need 5 more credits to run this task.'));
    const failure = client().executeTask(execute);
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 402,
      code: 'insufficient_credits',
      message: 'You need 5 more credits to run this task.',
      operationId: 'executeTask',
    });
  });

  it.each([
    { given: '45', want: 45 },
    { given: new Date(1_700_000_000_000 + 90_000).toUTCString(), want: 90 },
    { given: 'soon', want: undefined },
  ])('given 429 with Retry-After "$given", should report $want seconds to wait', async ({ given, want }) => {
    answer(429, errorBody(429, 'too_many_requests', 'Please wait.'), { 'retry-after': given });
    const failure: unknown = await client()
      .requestOtp({ email: 'ada@taskwell.dev' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).retryAfterSeconds).toBe(want);
  });

  it('given an error reply without a body, should still say what failed', async () => {
    answer(502);
    await expect(client().getHealth()).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'The request failed with status 502.',
    });
  });

  it('given a network failure, should throw a NetworkError', async () => {
    server.use(http.all(`${baseUrl}/*`, () => HttpResponse.error()));
    await expect(client().listTasks()).rejects.toBeInstanceOf(NetworkError);
  });

  it('given an aborted signal, should reject without reaching the server', async () => {
    answer(200, []);
    const controller = new AbortController();
    controller.abort();
    await expect(client().listTasks({ signal: controller.signal })).rejects.toBeInstanceOf(NetworkError);
    expect(seen).toHaveLength(0);
  });
});

describe('the global Request', () => {
  it('should be looked up per call, so a Request installed after the client was made is the one sent', async () => {
    const original = globalThis.Request;
    class InstalledLater extends original {}
    const sent: Request[] = [];
    const made = client({
      fetch: (request) => {
        sent.push(request);
        return globalThis.fetch(request);
      },
    });
    answer(200, []);
    globalThis.Request = InstalledLater;
    try {
      await made.listTasks();
    } finally {
      globalThis.Request = original;
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(InstalledLater);
  });
});

describe('assetUrl', () => {
  it.each([
    { given: { baseUrl: 'http://api.test', assetId: 'a 1' }, want: 'http://api.test/api/asset/get/a%201' },
    {
      given: { baseUrl: 'http://api.test/', assetId: 'a1', token: 't.k' },
      want: 'http://api.test/api/asset/get/a1?token=t.k',
    },
    { given: { baseUrl: '', assetId: 'a1', download: true }, want: '/api/asset/get/a1?download=true' },
  ])('given $given should be $want', ({ given, want }) => {
    expect(assetUrl(given)).toBe(want);
  });

  it('should be bound to the client base URL', () => {
    expect(client().assetUrl('a1', 'tok')).toBe('http://api.test/api/asset/get/a1?token=tok');
  });
});

describe('the run event stream', () => {
  const status = (step: number, state = 'IN_PROGRESS') => ({
    status: state,
    requestId: 'r-1',
    step,
    max: 3,
    results: [],
  });
  function stream(lines: string[]) {
    server.use(
      http.all(`${baseUrl}/*`, ({ request }) => {
        seen.push(request.clone());
        return new HttpResponse(lines.join('\n'), { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
  }

  it('given Last-Event-ID, should send it and the bearer, and yield status events only', async () => {
    stream([
      'event: progress',
      'data: not ours',
      '',
      'event: status',
      'id: 7',
      `data: ${JSON.stringify(status(2, 'COMPLETED'))}`,
      '',
      '',
    ]);
    const events = [];
    for await (const event of await client().streamRequestEvents('r-1', { lastEventId: '6' })) events.push(event);
    expect(events).toEqual([{ id: '7', status: status(2, 'COMPLETED') }]);
    expect(seen[0]?.headers.get('last-event-id')).toBe('6');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer session-token');
  });

  it('given an event whose document breaks the contract, should throw a MalformedReplyError', async () => {
    stream(['event: status', `data: ${JSON.stringify({ status: 'RUNNING', requestId: 'r-1' })}`, '', '']);
    const events = await client().streamRequestEvents('r-1');
    await expect(events.next()).rejects.toBeInstanceOf(MalformedReplyError);
  });

  it('given a 404, should reject before the first event with an ApiError', async () => {
    answer(404, errorBody(404, 'not_found', 'That run was not found.'));
    await expect(client().streamRequestEvents('r-1')).rejects.toMatchObject({ status: 404 });
  });
});
