import { setTimeout as sleep } from 'node:timers/promises';
import type { CreatedApiKey, RequestStatus, RunAccepted } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 29, point 4: a public key's runs are shared by every visitor of the site, so a run is
// bound to the visitor who started it (the token the widget keeps) and is nobody else's to read,
// not even a visitor from the same address.
const site = 'https://widget-site.example';
const firstVisitor = 'first-visitor-token-0123456789abcdef';
const secondVisitor = 'second-visitor-token-0123456789abcdef';
let server: TestServer;
let publicKey: string;
let started: RunAccepted;
let answerAssetId: string;

beforeAll(async () => {
  server = await startTestServer();
  const token = await server.signIn('widget-owner@example.com');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/keys',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Widget', kind: 'public', taskId: 'summarise-text', origins: [site] },
  });
  publicKey = (created.json() as CreatedApiKey).key;
  const reply = await call('POST', '/api/execute/task', firstVisitor, {
    taskId: 'summarise-text',
    parameters: {
      text: {
        metadata: { 'Content-Type': 'text/plain' },
        value: 'My order 1042 has not arrived. I paid on Monday. Please call me on my private number.',
      },
      length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
    },
    character: { name: 'EMPTY', content: '' },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  started = JSON.parse(reply.json().body) as RunAccepted;
  let status: RequestStatus | undefined;
  for (let tries = 0; tries < 600 && status?.status !== 'COMPLETED'; tries += 1) {
    if (tries > 0) await sleep(50);
    const polled = await call('GET', `/api/request/results/${started.requestId}`, firstVisitor);
    expect(polled.statusCode, polled.body).toBe(200);
    status = JSON.parse(polled.json().body) as RequestStatus;
  }
  expect(status?.status).toBe('COMPLETED');
  answerAssetId = status?.results[0]?.parameter.value[0]?.data ?? '';
});
afterAll(() => server?.close());

/** A call as the widget makes it, from the site, as one visitor (all from one address, as behind one proxy). */
function call(method: 'GET' | 'POST', url: string, visitor: string | undefined, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: {
      'public-key': publicKey,
      origin: site,
      ...(visitor === undefined ? {} : { 'visitor-token': visitor }),
    },
    remoteAddress: '203.0.113.50',
    ...(payload ? { payload } : {}),
  });
}

describe('given a run a visitor started with a public key', () => {
  it('should let that visitor read its events and its answer', async () => {
    const events = await call('GET', `/api/request/events/${started.requestId}`, firstVisitor);
    expect(events.statusCode).toBe(200);
    expect(events.body).toContain('"COMPLETED"');
    expect((await call('GET', `/api/asset/text/${answerAssetId}`, firstVisitor)).statusCode).toBe(200);
  });

  it.each([
    ['its status', () => `/api/request/results/${started.requestId}`],
    ['its events', () => `/api/request/events/${started.requestId}`],
    ['its answer', () => `/api/asset/text/${answerAssetId}`],
  ])('should answer 404 to another visitor of the site asking for %s', async (_, url) => {
    const reply = await call('GET', url(), secondVisitor);
    expect([reply.statusCode, reply.json().code]).toEqual([404, 'not_found']);
  });

  it('should refuse a public key call without a visitor token with 400, before anything is read', async () => {
    const reply = await call('GET', `/api/request/results/${started.requestId}`, undefined);
    expect([reply.statusCode, reply.json().code]).toEqual([400, 'visitor_token_required']);
  });
});
