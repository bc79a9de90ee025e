import { Writable } from 'node:stream';
import { getContractValidator } from '@taskwell/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './create-server.ts';
import { notImplementedOperations } from './http/not-implemented.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

const validator = getContractValidator();
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({
    logLevel: 'info',
    logStream,
    corsOrigins: ['http://studio.test'],
  });
});
afterAll(() => server.close());

async function validated(
  operationId: string,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
  const result = await validator.validateResponse(
    operationId,
    new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers }),
  );
  return result.errors;
}

describe('the server platform', () => {
  it('given GET /api/health should answer ok with a request id and security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '0.0.0' });
    expect(await validated('getHealth', response)).toEqual([]);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('given a preflight from the configured studio origin should allow it, and from another origin not', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/otp/profile',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('http://studio.test');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://studio.test');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('Authorization');
    const refused = await preflight('http://evil.test');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await server.app.inject({
      method: 'GET',
      url: '/api/tasks/all',
      headers: { origin: 'http://evil.test' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(notImplementedOperations)(
    'given %s (listed as not yet built) should answer 501 with the error body',
    async (id) => {
      const operation = validator.operation(id);
      const url =
        operation.path.replace(/\{[^}]+\}/g, 'x1') + (id === 'getCheckoutSessionStatus' ? '?session-id=cs_1' : '');
      const response = await server.app.inject({ method: operation.method.toUpperCase() as 'GET', url });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toMatchObject({ status: 501, code: 'not_implemented' });
      expect(await validated(id, response)).toEqual([]);
    },
  );

  it('given an address outside the contract should answer 404 with the error body', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('given an address outside the contract and a body over the limit should still answer 404', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/keys/./daily-cap',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ value: 'x'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it.each([
    { operationId: 'getAsset', url: '/api/asset/get/%FF%FE' },
    { operationId: 'getRequestResults', url: '/api/request/results/%E0%A4%A' },
    { operationId: 'validateSession', url: '/api/otp/validate/%' },
  ])(
    'given a malformed percent-encoding in a $operationId path should answer 400 with the error body',
    async ({ operationId, url }) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'invalid_url',
        message: 'The address is not valid: its percent-encoding is broken.',
        requestId: expect.any(String),
      });
      expect(response.headers['x-request-id']).toBe(response.json().requestId);
      expect(await validated(operationId, response)).toEqual([]);
    },
  );

  it('given a JSON body over the limit should refuse it with the error body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/otp/request',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(70_000)}@example.com` }),
    });
    // requestOtp declares no 413: a client error it does not declare is a 400.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await validated('requestOtp', response)).toEqual([]);
  });

  it('should never log a session token or a URL token', async () => {
    const token = await server.signIn('logs@example.com');
    await server.app.inject({ method: 'GET', url: `/api/otp/validate/${token}` });
    await server.app.inject({ method: 'GET', url: `/api/asset/get/abc?token=${token}&download=true` });
    await server.app.inject({ method: 'GET', url: '/api/otp/profile', headers: { authorization: `Bearer ${token}` } });
    const log = logLines.join('');
    expect(log).toContain('/api/otp/validate/[redacted]');
    expect(log).toContain('/api/asset/get/abc?token=[redacted]&download=true');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
  });
});

describe('createServer', () => {
  it('given production mode without SMTP should refuse to start', async () => {
    await expect(createServer({ dataDir: '/nonexistent', environment: 'production' })).rejects.toThrow(
      /SMTP_URL is required/,
    );
  });

  it('given a session lifetime over 30 days should refuse to start', async () => {
    await expect(
      createServer({ dataDir: '/nonexistent', sessionTtlSeconds: 31 * 24 * 3600, environment: 'test' }),
    ).rejects.toThrow(/30 days/);
  });
});
