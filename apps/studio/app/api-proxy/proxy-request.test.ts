// @vitest-environment node
import { setupMockServer } from '@taskwell/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInRequest } from '../session/testing/signed-in-request.ts';
import { proxyRequest } from './proxy-request.server.ts';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.server.resetHandlers();
  mockApi.reset();
});
afterAll(() => mockApi.server.close());

describe('the /api/* proxy', () => {
  describe('given a signed-in browser', () => {
    it('should call the API with the bearer token of the cookie session and pass the reply through', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const request = await signedInRequest('http://studio.test/api/otp/profile', token);

      const reply = await proxyRequest(request, { clientAddress: '203.0.113.9' });

      expect(reply.status).toBe(200);
      expect(await reply.json()).toMatchObject({ id: 'ada@taskwell.dev', plan: 'Explorer' });
      expect(reply.headers.get('Set-Cookie')).toBeNull();
    });

    it('should send a body through (a profile update)', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const request = await signedInRequest('http://studio.test/api/otp/profile', token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ organization: 'Proxy Works' }),
      });

      const reply = await proxyRequest(request, {});

      expect(reply.status).toBe(200);
      expect(mockApi.context.accounts.get('ada@taskwell.dev')?.profile.organization).toBe('Proxy Works');
    });
  });

  describe("given a click's Idempotency-Key (a start, a retry or a resume)", () => {
    it('should pass it on, so that a double click never starts or charges twice (issue 29)', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const seen: (string | null)[] = [];
      mockApi.server.use(
        http.post('*/api/runs/:requestId/retry', ({ request }) => {
          seen.push(request.headers.get('idempotency-key'));
          return HttpResponse.json({ status: 'IN_PROGRESS', requestId: '0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11' });
        }),
      );
      const request = await signedInRequest(
        'http://studio.test/api/runs/6c1d8e3a-2f4b-4c7d-8e9f-0a1b2c3d4e5f/retry',
        token,
        { method: 'POST', headers: { 'Idempotency-Key': 'click-7f3e2a1b' } },
      );

      const reply = await proxyRequest(request, {});

      expect(reply.status).toBe(200);
      expect(seen).toEqual(['click-7f3e2a1b']);
    });
  });

  describe('given a token the API no longer accepts', () => {
    it('should end the cookie session and mark the 401 so the page asks to sign in again', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const request = await signedInRequest('http://studio.test/api/otp/profile', token);
      mockApi.context.sessions.delete(token);

      const reply = await proxyRequest(request, {});

      expect(reply.status).toBe(401);
      expect(reply.headers.get('X-Taskwell-Session')).toBe('ended');
      expect(reply.headers.get('Set-Cookie')).toMatch(/^taskwell-session=;/);
      expect(await reply.json()).toMatchObject({ status: 401 });
    });
  });

  describe('given a task the plan does not unlock (403)', () => {
    it('should pass the refusal through and keep the session (docs/decisions/045)', async () => {
      const token = mockApi.context.issueSession('free@taskwell.dev');
      const request = await signedInRequest('http://studio.test/api/execute/task', token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          taskId: 'pdf-brief',
          parameters: {},
          character: { name: 'EMPTY', content: '' },
        }),
      });

      const reply = await proxyRequest(request, {});

      expect(reply.status).toBe(403);
      expect(await reply.json()).toMatchObject({ status: 403, code: 'plan_required' });
      expect(reply.headers.get('X-Taskwell-Session')).toBeNull();
      expect(reply.headers.get('Set-Cookie')).toBeNull();
      expect(mockApi.context.session(token)).toBeDefined();
    });
  });

  describe('given a visitor', () => {
    it('should pass the API 401 on without ending anything', async () => {
      const reply = await proxyRequest(new Request('http://studio.test/api/otp/profile'), {});
      expect(reply.status).toBe(401);
      expect(reply.headers.get('X-Taskwell-Session')).toBeNull();
    });
  });

  describe.each([
    ['POST', '/api/otp/verify'],
    ['GET', '/api/otp/validate/abc'],
    ['POST', '/api/otp/logout'],
    ['GET', '/api/not-an-operation'],
  ])('given %s %s (token-carrying or unknown)', (method, path) => {
    it('should answer 404 without calling the API', async () => {
      const reply = await proxyRequest(new Request(`http://studio.test${path}`, { method }), {});
      expect(reply.status).toBe(404);
      expect(await reply.json()).toMatchObject({ status: 404, code: 'not_found' });
    });
  });

  describe('given the browser leaves an event stream', () => {
    it('should end the streamed reply quietly instead of failing it', async () => {
      // An API whose stream fails when its caller aborts, as a real connection does.
      mockApi.server.use(
        http.get('*/api/request/events/:requestId', ({ request }) => {
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(': open\n\n'));
              request.signal.addEventListener('abort', () =>
                controller.error(new DOMException('The operation was aborted.', 'AbortError')),
              );
            },
          });
          return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
        }),
      );
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const leaving = new AbortController();
      const request = await signedInRequest('http://studio.test/api/request/events/req-1', token);
      Object.defineProperty(request, 'signal', { value: leaving.signal });

      const reply = await proxyRequest(request, {});
      const reader = (reply.body as ReadableStream<Uint8Array>).getReader();
      expect((await reader.read()).done).toBe(false);
      leaving.abort();

      await expect(reader.read()).resolves.toMatchObject({ done: true });
    });
  });

  describe('given the API cannot be reached', () => {
    it('should answer 502 with the contract error body', async () => {
      mockApi.failNext('listTasks', 'network');
      const reply = await proxyRequest(new Request('http://studio.test/api/tasks/all'), {});
      expect(reply.status).toBe(502);
      expect(await reply.json()).toMatchObject({ status: 502, code: 'api_unreachable' });
    });
  });
});
