// @vitest-environment node
import { MOCK_PIN } from '@taskwell/mocks';
import { setupMockServer } from '@taskwell/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readStudioSession } from '../session/session.server.ts';
import { cookieOf } from '../session/testing/signed-in-request.ts';
import { action, loader } from './sign-in.ts';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

function post(fields: Record<string, string>) {
  const request = new Request('http://studio.test/sign-in', { method: 'POST', body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: {} });
}

/** The outcome and status of a data() reply. */
function outcomeOf(reply: unknown) {
  return reply as { data: unknown; init: { status: number } };
}

describe('the sign-in action', () => {
  describe('given a valid e-mail at the first step', () => {
    it('should send a PIN and move to the PIN step', async () => {
      const reply = outcomeOf(await post({ intent: 'request-pin', mode: 'login', email: ' Ada@Taskwell.dev ' }));
      expect(reply.data).toEqual({ outcome: 'pin-sent', email: 'ada@taskwell.dev' });
      expect(mockApi.context.pins.get('ada@taskwell.dev')?.pin).toBe(MOCK_PIN);
    });
  });

  describe.each<{ given: string; fields: Record<string, string>; field: string; want: string }>([
    {
      given: 'an e-mail without a domain',
      fields: { mode: 'login', email: 'ada@' },
      field: 'email',
      want: 'Please enter a valid e-mail address.',
    },
    {
      given: 'a sign-up without a first name',
      fields: { mode: 'signup', email: 'a@b.co', firstName: ' ', lastName: 'L' },
      field: 'firstName',
      want: 'Please enter your first name.',
    },
    {
      given: 'a company name over 200 characters',
      fields: { mode: 'signup', email: 'a@b.co', firstName: 'A', lastName: 'L', company: 'x'.repeat(201) },
      field: 'company',
      want: 'A company name can have at most 200 characters.',
    },
  ])('given $given', ({ fields, field, want }) => {
    it(`should answer 400 with "${want}" and send nothing`, async () => {
      const reply = outcomeOf(await post({ intent: 'request-pin', ...fields }));
      expect(reply.init.status).toBe(400);
      expect(reply.data).toEqual({ outcome: 'invalid', fieldErrors: { [field]: want } });
      expect(mockApi.context.pins.size).toBe(0);
    });
  });

  describe('given the API limits PIN requests', () => {
    it('should say so, with when to try again', async () => {
      mockApi.failNext('requestOtp', 'too-many-requests');
      const reply = outcomeOf(await post({ intent: 'request-pin', mode: 'login', email: 'ada@taskwell.dev' }));
      expect(reply.init.status).toBe(429);
      expect(reply.data).toEqual({
        outcome: 'failed',
        message: 'Too many requests. Please wait and try again. You can try again in 1 minute.',
      });
    });
  });

  describe('given the API cannot be reached', () => {
    it('should say so instead of failing silently', async () => {
      mockApi.failNext('requestOtp', 'network');
      const reply = outcomeOf(await post({ intent: 'request-pin', mode: 'login', email: 'ada@taskwell.dev' }));
      expect(reply.init.status).toBe(503);
      expect(reply.data).toMatchObject({ outcome: 'failed', message: expect.stringContaining('cannot be reached') });
    });
  });

  describe('given a wrong PIN', () => {
    it("should answer 'Invalid Pin' (spec §8) and set no cookie", async () => {
      await post({ intent: 'request-pin', mode: 'login', email: 'ada@taskwell.dev' });
      const reply = outcomeOf(
        await post({ intent: 'verify', mode: 'login', email: 'ada@taskwell.dev', otp: '000000' }),
      );
      expect(reply.init.status).toBe(401);
      expect(reply.data).toEqual({ outcome: 'pin-refused', message: 'Invalid Pin' });
    });
  });

  describe('given an expired PIN', () => {
    it('should say that it expired', async () => {
      await post({ intent: 'request-pin', mode: 'login', email: 'ada@taskwell.dev' });
      const waiting = mockApi.context.pins.get('ada@taskwell.dev');
      if (waiting) waiting.expiresAt = Date.now() - 1;
      const reply = outcomeOf(
        await post({ intent: 'verify', mode: 'login', email: 'ada@taskwell.dev', otp: MOCK_PIN }),
      );
      expect(reply.data).toEqual({ outcome: 'pin-refused', message: 'This PIN has expired. Ask for a new one:' });
    });
  });

  describe('given the right PIN', () => {
    it('should keep the token in a sealed, httpOnly, SameSite=Lax cookie and redirect to the page asked for', async () => {
      await post({ intent: 'request-pin', mode: 'login', email: 'ada@taskwell.dev' });
      const reply = (await post({
        intent: 'verify',
        mode: 'login',
        email: 'ada@taskwell.dev',
        otp: MOCK_PIN,
        redirectTo: '/profile',
      })) as Response;

      expect(reply.status).toBe(302);
      expect(reply.headers.get('Location')).toBe('/profile');
      const setCookie = reply.headers.get('Set-Cookie') ?? '';
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const [token] = mockApi.context.sessions.keys();
      expect(token).toBeDefined();
      expect(setCookie).not.toContain(token);
      const session = await readStudioSession(
        new Request('http://studio.test/', { headers: { Cookie: cookieOf(setCookie) } }),
      );
      expect(session.token).toBe(token);
    });

    it('should not redirect off the site', async () => {
      await post({ intent: 'request-pin', mode: 'login', email: 'ada@taskwell.dev' });
      const reply = (await post({
        intent: 'verify',
        mode: 'login',
        email: 'ada@taskwell.dev',
        otp: MOCK_PIN,
        redirectTo: '//evil.example/',
      })) as Response;
      expect(reply.headers.get('Location')).toBe('/');
    });

    it('should save the names of a sign-up to the profile (spec §4)', async () => {
      const details = {
        mode: 'signup',
        email: 'new@taskwell.dev',
        firstName: 'Mary',
        lastName: 'Jackson',
        company: 'NACA',
      };
      await post({ intent: 'request-pin', ...details });
      const reply = (await post({ intent: 'verify', ...details, otp: MOCK_PIN })) as Response;
      expect(reply.headers.get('Location')).toBe('/');
      expect(mockApi.context.accounts.get('new@taskwell.dev')?.profile).toMatchObject({
        firstName: 'Mary',
        lastName: 'Jackson',
        organization: 'NACA',
      });
    });
  });

  describe('given a GET', () => {
    it('should open the modal on / instead of a page', () => {
      const reply = loader();
      expect(reply.status).toBe(302);
      expect(reply.headers.get('Location')).toBe('/?auth=login');
    });
  });
});
