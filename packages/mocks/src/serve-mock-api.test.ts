import { createApiClient, NetworkError } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_PIN } from './fixtures/users.ts';
import { type RunningMockApi, serveMockApi } from './serve-mock-api.ts';

let running: RunningMockApi;

beforeAll(async () => {
  running = await serveMockApi({ port: 0, host: '127.0.0.1' });
});
afterAll(() => running.close());

describe('the standalone mock API server', () => {
  it('should answer the SDK over real HTTP, session included', async () => {
    let token: string | undefined;
    const client = createApiClient({ baseUrl: running.url, getToken: () => token });
    expect(await client.getHealth()).toEqual({ status: 'ok', version: 'mock' });
    await client.requestOtp({ email: 'ada@taskwell.dev' });
    token = (await client.verifyOtp({ email: 'ada@taskwell.dev', otp: MOCK_PIN })).session_token;
    expect((await client.getProfile()).plan).toBe('Explorer');
  });

  it('should stream binary assets with their content type', async () => {
    const client = createApiClient({ baseUrl: running.url });
    const { session_token } = await (async () => {
      await client.requestOtp({ email: 'grace@taskwell.dev' });
      return client.verifyOtp({ email: 'grace@taskwell.dev', otp: MOCK_PIN });
    })();
    const reply = await fetch(`${running.url}/api/asset/get/result-image`, {
      headers: { authorization: `Bearer ${session_token}` },
    });
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await reply.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
  });

  it('should answer unknown paths 404 with the contract error body', async () => {
    const reply = await fetch(`${running.url}/api/nothing-here`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('should allow loopback origins through CORS and no others', async () => {
    const preflight = (origin: string) =>
      fetch(`${running.url}/api/tasks/all`, { method: 'OPTIONS', headers: { origin } });
    expect((await preflight('http://127.0.0.1:3001')).headers.get('access-control-allow-origin')).toBe(
      'http://127.0.0.1:3001',
    );
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('should take failures through its control endpoint, including a dropped connection', async () => {
    const control = await fetch(`${running.url}/__mocks/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'listTasks', failure: 'network' }),
    });
    expect(control.status).toBe(204);
    const client = createApiClient({ baseUrl: running.url });
    await expect(client.listTasks()).rejects.toBeInstanceOf(NetworkError);
    expect((await client.listTasks()).length).toBeGreaterThan(0);
  });

  it('should refuse a failure the operation cannot give', async () => {
    const control = await fetch(`${running.url}/__mocks/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'listTasks', failure: 'forbidden' }),
    });
    expect(control.status).toBe(400);
    expect(await control.json()).toEqual({
      error: 'listTasks does not declare 403, so it cannot fail with "forbidden"',
    });
  });
});
