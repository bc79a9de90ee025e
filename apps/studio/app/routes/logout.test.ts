// @vitest-environment node
import { setupMockServer } from '@taskwell/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInRequest } from '../session/testing/signed-in-request.ts';
import { action, loader } from './logout.ts';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

describe('the logout action', () => {
  describe('given a signed-in user', () => {
    it('should revoke the token on the API, end the cookie session and go to /', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const request = await signedInRequest('http://studio.test/logout', token, { method: 'POST' });

      const reply = await action({ request, params: {}, context: {} });

      expect(reply.status).toBe(302);
      expect(reply.headers.get('Location')).toBe('/');
      expect(reply.headers.get('Set-Cookie')).toMatch(/^taskwell-session=;.*Expires=Thu, 01 Jan 1970/);
      // Seed defect fixed: the old token no longer works.
      expect(mockApi.context.session(token)).toBeUndefined();
    });
  });

  describe('given a token the API already refuses', () => {
    it('should still end the cookie session', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const request = await signedInRequest('http://studio.test/logout', token, { method: 'POST' });
      mockApi.context.sessions.delete(token);

      const reply = await action({ request, params: {}, context: {} });

      expect(reply.headers.get('Set-Cookie')).toMatch(/^taskwell-session=;/);
    });
  });

  describe('given the API cannot be reached', () => {
    it('should keep the user signed in and say so, since the token still works', async () => {
      const token = mockApi.context.issueSession('ada@taskwell.dev');
      const request = await signedInRequest('http://studio.test/logout', token, { method: 'POST' });
      mockApi.failNext('logout', 'network');

      const failure: unknown = await action({ request, params: {}, context: {} }).catch((error: unknown) => error);

      expect(failure).toMatchObject({
        init: { status: 503 },
        data: { message: expect.stringContaining('still signed in') },
      });
      expect(mockApi.context.session(token)).toBeDefined();
    });
  });

  describe('given a GET', () => {
    it('should change nothing and go to /', () => {
      expect(loader().headers.get('Location')).toBe('/');
    });
  });
});
