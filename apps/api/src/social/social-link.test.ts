import { randomUUID } from 'node:crypto';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAuthorizations, socialLinks } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { type LinkedInStandIn, startLinkedInStandIn } from './testing/linkedin-stand-in.ts';
import { TokenCipher } from './token-cipher.ts';

testsInOrder('the member linked by the first test is read, refused, relinked and disconnected by the next');

// The LinkedIn link against a local OpenID Connect provider (spec §4 Social link, decision 070).
const redirectUri = 'http://127.0.0.1:3001/linkedin-auth';
const tokenKey = Buffer.alloc(32, 7).toString('base64url');
let provider: LinkedInStandIn;
let server: TestServer;
/** Added to the server's clock, to let an authorization expire. */
let skewMs = 0;

beforeAll(async () => {
  provider = await startLinkedInStandIn();
  server = await startTestServer({
    linkedin: { issuer: provider.issuer, clientId: 'taskwell-studio', clientSecret: 'studio-secret', redirectUri },
    socialTokenKey: tokenKey,
    now: () => Date.now() + skewMs,
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

type Method = 'GET' | 'POST' | 'DELETE';

async function call(token: string, method: Method, url: string, payload?: object) {
  const reply = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: reply.statusCode, body: reply.body ? reply.json() : undefined, headers: reply.headers };
}

/** Starts an authorization and has the member consent: the code and state of the callback. */
async function authorize(token: string, state = randomUUID()) {
  const started = await call(token, 'POST', '/api/linkedin/authorization', { state });
  expect(started.status).toBe(200);
  const callback = await provider.consent(started.body.authorizationUrl);
  return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '', started };
}

describe('linking LinkedIn', () => {
  it('should open the provider page with the scopes, the state, a nonce and an S256 challenge, and link the member', async () => {
    const token = await server.signIn('link@example.com');
    const state = randomUUID();
    const { code, state: returned, started } = await authorize(token, state);
    const page = new URL(started.body.authorizationUrl);
    expect(page.origin + page.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(page.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'taskwell-studio',
      redirect_uri: redirectUri,
      scope: 'openid profile w_member_social email',
      state,
      code_challenge_method: 'S256',
    });
    expect(page.searchParams.get('nonce')?.length).toBeGreaterThan(20);
    expect(page.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(returned).toBe(state);

    const linked = await call(token, 'POST', '/api/linkedin/linkedin-auth', { code, state });
    expect(linked).toMatchObject({ status: 200, body: { connected: true, memberName: 'Ada Lovelace' } });
    const read = await call(token, 'GET', '/api/linkedin/link');
    expect(read.body).toMatchObject({ configured: true, connected: true, memberName: 'Ada Lovelace' });
    expect(Date.parse(read.body.linkedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(read.body).sort()).toEqual(['configured', 'connected', 'linkedAt', 'memberName']);
    expect((await call(token, 'GET', '/api/otp/profile')).body.linkedinConnected).toBe(true);
  });

  it('should keep the tokens sealed at rest, bound to the account', async () => {
    const [row] = await server.app.taskwell.db
      .select()
      .from(socialLinks)
      .where(eq(socialLinks.accountEmail, 'link@example.com'));
    expect(row?.memberId).toBe('li-member-1');
    const cipher = new TokenCipher(Buffer.from(tokenKey, 'base64url'));
    const access = cipher.open(row?.accessToken ?? '', 'link@example.com access');
    // The provider's access token is a JWT; the stored value is not, and opens only for its account.
    expect(access?.split('.')).toHaveLength(3);
    expect(row?.accessToken).not.toContain(access);
    expect(cipher.open(row?.accessToken ?? '', 'other@example.com access')).toBeUndefined();
    expect(cipher.open(row?.refreshToken ?? '', 'link@example.com refresh')).toMatch(/^[\w-]{36}$/);
  });

  it('should refuse a wrong state and leave the authorization usable', async () => {
    const token = await server.signIn('wrong-state@example.com');
    const { code, state } = await authorize(token);
    const wrong = await call(token, 'POST', '/api/linkedin/linkedin-auth', { code, state: randomUUID() });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'social_auth_failed' } });
    expect((await call(token, 'GET', '/api/linkedin/link')).body.connected).toBe(false);
    const right = await call(token, 'POST', '/api/linkedin/linkedin-auth', { code, state });
    expect(right.status).toBe(200);
  });

  it("should refuse another account's state", async () => {
    const owner = await server.signIn('owner@example.com');
    const thief = await server.signIn('thief@example.com');
    const { code, state } = await authorize(owner);
    expect((await call(thief, 'POST', '/api/linkedin/linkedin-auth', { code, state })).status).toBe(400);
    expect((await call(thief, 'GET', '/api/linkedin/link')).body.connected).toBe(false);
  });

  it('should refuse a reused code, by its state here and by the provider under a new state', async () => {
    const token = await server.signIn('reuse@example.com');
    const { code, state } = await authorize(token);
    expect((await call(token, 'POST', '/api/linkedin/linkedin-auth', { code, state })).status).toBe(200);
    const again = await call(token, 'POST', '/api/linkedin/linkedin-auth', { code, state });
    expect(again).toMatchObject({ status: 400, body: { code: 'social_auth_failed' } });
    const fresh = randomUUID();
    expect((await call(token, 'POST', '/api/linkedin/authorization', { state: fresh })).status).toBe(200);
    const replayed = await call(token, 'POST', '/api/linkedin/linkedin-auth', { code, state: fresh });
    expect(replayed).toMatchObject({ status: 400, body: { code: 'social_auth_failed' } });
    expect(replayed.body.message).toContain('LinkedIn refused');
  });

  it('should refuse a code after the 10 minutes of its authorization', async () => {
    const token = await server.signIn('late@example.com');
    const { code, state, started } = await authorize(token);
    expect(Date.parse(started.body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    skewMs = 10 * 60_000 + 1000;
    try {
      const late = await call(token, 'POST', '/api/linkedin/linkedin-auth', { code, state });
      expect(late).toMatchObject({ status: 400, body: { code: 'social_auth_failed' } });
    } finally {
      skewMs = 0;
    }
  });

  it('should keep one authorization per account: a new start replaces the last', async () => {
    const token = await server.signIn('restart@example.com');
    const first = await authorize(token);
    const second = await authorize(token);
    expect((await call(token, 'POST', '/api/linkedin/linkedin-auth', first)).status).toBe(400);
    expect((await call(token, 'POST', '/api/linkedin/linkedin-auth', second)).status).toBe(200);
    const pending = await server.app.taskwell.db
      .select()
      .from(socialAuthorizations)
      .where(eq(socialAuthorizations.accountEmail, 'restart@example.com'));
    expect(pending).toEqual([]);
  });

  it('should refuse a state that is not a UUID, and callers without a session', async () => {
    const token = await server.signIn('bad-input@example.com');
    expect((await call(token, 'POST', '/api/linkedin/authorization', { state: 'abc' })).status).toBe(400);
    expect((await call('not-a-token', 'GET', '/api/linkedin/link')).status).toBe(401);
  });

  it('should disconnect: the link goes, the provider is asked to revoke, and a second disconnect is fine', async () => {
    const token = await server.signIn('unlink@example.com');
    const { code, state } = await authorize(token);
    await call(token, 'POST', '/api/linkedin/linkedin-auth', { code, state });
    const revokedBefore = provider.revoked.length;
    expect((await call(token, 'DELETE', '/api/linkedin/link')).status).toBe(204);
    await expect.poll(() => provider.revoked.length, { timeout: 10_000 }).toBe(revokedBefore + 1);
    expect(provider.revoked.at(-1)?.split('.')).toHaveLength(3);
    expect((await call(token, 'GET', '/api/linkedin/link')).body).toEqual({ configured: true, connected: false });
    expect((await call(token, 'GET', '/api/otp/profile')).body.linkedinConnected).toBe(false);
    expect((await call(token, 'DELETE', '/api/linkedin/link')).status).toBe(204);
  });
});

describe('a server whose LinkedIn does not answer', () => {
  let offline: TestServer;
  beforeAll(async () => {
    offline = await startTestServer({
      linkedin: { issuer: 'https://linkedin.invalid/oauth', clientId: 'c', clientSecret: 's', redirectUri },
      linkedinFetch: () => Promise.reject(new TypeError('fetch failed')),
    });
  });
  afterAll(() => offline?.close());

  it('should answer 503 social_provider_unavailable with Retry-After, and write nothing', async () => {
    const token = await offline.signIn('offline@example.com');
    const reply = await offline.app.inject({
      method: 'POST',
      url: '/api/linkedin/authorization',
      headers: { authorization: `Bearer ${token}` },
      payload: { state: randomUUID() },
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().code).toBe('social_provider_unavailable');
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(await offline.app.taskwell.db.select().from(socialAuthorizations)).toEqual([]);
  });
});

describe('a server without LinkedIn settings', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain?.close());

  it('should say it is not configured, and read the link as not configured', async () => {
    const token = await plain.signIn('plain@example.com');
    const headers = { authorization: `Bearer ${token}` };
    const start = await plain.app.inject({
      method: 'POST',
      url: '/api/linkedin/authorization',
      headers,
      payload: { state: randomUUID() },
    });
    expect(start.statusCode).toBe(503);
    expect(start.json().code).toBe('social_link_not_configured');
    const read = await plain.app.inject({ method: 'GET', url: '/api/linkedin/link', headers });
    expect(read.json()).toEqual({ configured: false, connected: false });
    expect((await plain.app.inject({ method: 'DELETE', url: '/api/linkedin/link', headers })).statusCode).toBe(204);
  });
});
