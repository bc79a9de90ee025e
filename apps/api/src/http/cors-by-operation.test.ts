import type { CreatedApiKey } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 29, points 2 and 3: which browser origins may call an operation is decided from the
// operation the router matched (the contract's), never from the address as sent; an origin a public
// key lists may call the operations a public key may call, and nothing else.
const studio = 'http://127.0.0.1:3001';
const marketing = 'https://taskwell.example';
const widgetSite = 'https://customer-widget.example';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    corsOrigins: [studio, marketing],
    contact: { to: 'Taskwell team <team@example.com>', origins: [marketing] },
  });
  const token = await server.signIn('cors-owner@example.com');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/keys',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Widget', kind: 'public', taskId: 'summarise-text', origins: [widgetSite] },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect((created.json() as CreatedApiKey).kind).toBe('public');
});
afterAll(() => server?.close());

const preflight = (url: string, origin: string, method: string, headers = 'content-type') =>
  server.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

const allowedOrigin = (reply: { headers: Record<string, unknown> }) => reply.headers['access-control-allow-origin'];

describe('the contact form, reached through a percent-encoded address (point 2)', () => {
  it.each([
    ['/api/%63ontact', widgetSite],
    ['/api/%63ontact', studio],
    ['/api/c%6Fntact', widgetSite],
  ])('given %s from %s should allow no origin but the public site', async (url, origin) => {
    const sent = await server.app.inject({
      method: 'POST',
      url,
      headers: { origin, 'content-type': 'application/json' },
      payload: { email: 'visitor@example.com', name: 'Visitor', message: 'Hello' },
      remoteAddress: '10.9.0.1',
    });
    expect(sent.statusCode, 'the router decodes the address: the call reaches the contact form').not.toBe(404);
    expect(allowedOrigin(sent)).toBeUndefined();
    expect(allowedOrigin(await preflight(url, origin, 'POST'))).toBeUndefined();
  });

  it('should still allow the public site, whichever way the address is written', async () => {
    expect(allowedOrigin(await preflight('/api/%63ontact', marketing, 'POST'))).toBe(marketing);
    expect(allowedOrigin(await preflight('/api/contact', marketing, 'POST'))).toBe(marketing);
  });
});

describe('an origin a public key lists (point 3)', () => {
  it.each([
    ['/api/otp/profile', 'GET', 'authorization'],
    ['/api/otp/profile', 'POST', 'authorization,content-type'],
    ['/api/keys', 'POST', 'authorization,content-type'],
    ['/api/runs', 'GET', 'authorization'],
    ['/api/asset/create', 'POST', 'authorization'],
    ['/api/request/resume/0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11', 'POST', 'api-key,content-type'],
  ])('should not be allowed on %s (%s), an operation no public key may call', async (url, method, headers) => {
    expect(allowedOrigin(await preflight(url, widgetSite, method, headers))).toBeUndefined();
    // The studio's origin still is.
    expect(allowedOrigin(await preflight(url, studio, method, headers))).toBe(studio);
  });

  it('should not be allowed on the answer of a call either', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/otp/profile', headers: { origin: widgetSite } });
    expect(reply.statusCode).toBe(401);
    expect(allowedOrigin(reply)).toBeUndefined();
  });

  it.each([
    ['/api/execute/task', 'POST'],
    ['/api/request/results/0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11', 'GET'],
    ['/api/request/events/0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11', 'GET'],
    ['/api/asset/text/0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11', 'GET'],
  ])('should be allowed on %s (%s), with the public key but no session or secret key', async (url, method) => {
    const reply = await preflight(url, widgetSite, method, 'public-key,content-type');
    expect(allowedOrigin(reply)).toBe(widgetSite);
    const headers = String(reply.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(headers).toContain('public-key');
    expect(headers).not.toContain('authorization');
    expect(headers).not.toContain('api-key');
  });

  it('should not make an address outside the contract answer a preflight', async () => {
    const reply = await preflight('/api/not-an-operation', widgetSite, 'GET');
    expect(reply.statusCode).toBe(404);
    expect(allowedOrigin(reply)).toBeUndefined();
  });
});
