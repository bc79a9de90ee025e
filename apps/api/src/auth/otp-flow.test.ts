import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ledgerSum } from '../accounts/accounts.ts';
import { accounts, creditLedger, otpPins } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { otpRequestReply } from './otp-service.ts';
import { sessionTokenType } from './session-tokens.ts';
import { decodeSecret, deriveSigningKeys } from './signing-keys.ts';

const secret = Buffer.alloc(32, 7).toString('base64url');
const keys = deriveSigningKeys(decodeSecret(secret, 'test'));
const epoch = new Date('2030-01-01T09:00:00Z').getTime();
/** When the running test started (its clock's start). */
let start = epoch;
let server: TestServer;
let ipCounter = 0;

/** Each test request comes from its own address unless one is given. */
function freshIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function requestPin(email: string, remoteAddress = freshIp(), headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: '/api/otp/request', payload: { email }, remoteAddress, headers });
}

function verify(email: string, otp: string, remoteAddress = freshIp()) {
  return server.app.inject({ method: 'POST', url: '/api/otp/verify', payload: { email, otp }, remoteAddress });
}

function profile(token: string) {
  return server.app.inject({ method: 'GET', url: '/api/otp/profile', headers: { authorization: `Bearer ${token}` } });
}

function advance(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

function wrongPin(right: string, offset = 1): string {
  return String((Number(right) + offset) % 1_000_000).padStart(6, '0');
}

// One server for the file: each test has addresses of its own (`at`), and each request its own
// client address unless one is given, so no test reads another's PINs, accounts or counters.
let testNumber = 0;
/** The test's own address of a name: `ada-7@example.com`. */
const at = (name: string) => `${name}-${testNumber}@example.com`;

beforeAll(async () => {
  // Only Date is faked: the server's clock, jose and the rate limiter all read it.
  vi.useFakeTimers({ toFake: ['Date'], now: epoch });
  server = await startTestServer({ sessionSigningKey: secret, welcomeCredits: 25 });
});
beforeEach(() => {
  testNumber += 1;
  // Each test starts three days after the last one started (a test advances its clock by an hour
  // at most): no PIN or rate-limit window of an earlier test reaches into a later one.
  start = epoch + testNumber * 3 * 24 * 3600_000;
  vi.setSystemTime(start);
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});

/** Runs a test against a server of its own options, then goes back to the file's. */
async function withServer(options: Parameters<typeof startTestServer>[0], body: () => Promise<void>): Promise<void> {
  const shared = server;
  server = await startTestServer(options);
  try {
    await body();
  } finally {
    await server.close();
    server = shared;
  }
}

describe('POST /api/otp/request', () => {
  it('should mail a 6-digit PIN and store only its hash', async () => {
    const response = await requestPin(at('ada'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(otpRequestReply);
    const pin = server.mailer.lastPin(at('ada'));
    expect(pin).toMatch(/^[0-9]{6}$/);
    const [row] = await server.app.taskwell.db
      .select()
      .from(otpPins)
      .where(eq(otpPins.email, at('ada')));
    expect(row?.pinHash).toBeDefined();
    expect(row?.pinHash).not.toContain(pin);
    expect(row?.expiresAt.getTime()).toBe(start + 10 * 60_000);
  });

  it('given a known and an unknown address should reply identically', async () => {
    await server.signIn(at('known'));
    advance(61_000);
    const known = await requestPin(at('known'));
    const unknown = await requestPin(at('unknown'));
    const comparable = (response: typeof known) => {
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
      return { status: response.statusCode, body: response.body, headers };
    };
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(server.mailer.mails.filter((mail) => mail.to === at('unknown'))).toHaveLength(1);
  });

  it('given a second request within 60 s should answer 429 and send no mail, and after 60 s a new PIN', async () => {
    expect((await requestPin(at('ada'))).statusCode).toBe(200);
    advance(59_000);
    const again = await requestPin(at('ada'));
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(again.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
    const mailsTo = () => server.mailer.mails.filter((mail) => mail.to === at('ada'));
    expect(mailsTo()).toHaveLength(1);
    advance(1_001);
    expect((await requestPin(at('ada'))).statusCode).toBe(200);
    expect(mailsTo()).toHaveLength(2);
  });

  it('given 30 requests from one client in 5 minutes should refuse the 31st, whatever X-Forwarded-For says', async () => {
    for (let index = 0; index < 30; index += 1) {
      const response = await requestPin(at(`user${index}`), '192.0.2.10', {
        'x-forwarded-for': `203.0.113.${index}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const spoofed = await requestPin(at('user30'), '192.0.2.10', { 'x-forwarded-for': '198.51.100.77' });
    expect(spoofed.statusCode).toBe(429);
    expect((await requestPin(at('other'), '192.0.2.11')).statusCode).toBe(200);
    advance(5 * 60_000 + 1_000);
    expect((await requestPin(at('user31'), '192.0.2.10')).statusCode).toBe(200);
  });

  it('given a configured proxy should count clients by the X-Forwarded-For it adds', async () => {
    await withServer({ sessionSigningKey: secret, trustedProxies: ['192.0.2.1'] }, async () => {
      for (let index = 0; index < 30; index += 1) {
        expect((await requestPin(at(`p${index}`), '192.0.2.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(
          200,
        );
      }
      expect((await requestPin(at('p30'), '192.0.2.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(429);
      expect((await requestPin(at('p31'), '192.0.2.1', { 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(200);
    });
  });

  it('given a new request should burn the previous PIN', async () => {
    await requestPin(at('ada'));
    const first = server.mailer.lastPin(at('ada'));
    advance(61_000);
    await requestPin(at('ada'));
    const second = server.mailer.lastPin(at('ada'));
    if (first === second) return expect(first).toBe(second); // one chance in a million
    expect((await verify(at('ada'), first)).statusCode).toBe(401);
    expect((await verify(at('ada'), second)).statusCode).toBe(200);
  });
});

describe('POST /api/otp/verify', () => {
  it('given the right PIN should create a Free account with the welcome grant in the ledger and a 7-day token', async () => {
    await requestPin(at('ada').replace('ada', 'Ada').replace('example.com', 'Example.COM'));
    const response = await verify(at('ada'), server.mailer.lastPin(at('ada')));
    expect(response.statusCode).toBe(200);
    const token = (response.json() as { session_token: string }).session_token;
    const claims = decodeJwt(token);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: sessionTokenType });
    expect(claims).toMatchObject({ iss: 'taskwell-api', aud: 'taskwell', sub: at('ada') });
    expect(claims.exp).toBe(Math.floor(start / 1000) + 7 * 24 * 3600);
    const me = await profile(token);
    expect(me.json()).toEqual({
      id: at('ada'),
      firstName: '',
      lastName: '',
      organization: '',
      plan: 'Free',
      accountBalance: 25,
      linkedinConnected: false,
    });
    const ledger = await server.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.accountEmail, at('ada')));
    expect(ledger).toMatchObject([{ accountEmail: at('ada'), delta: 25, reason: 'welcome', balanceAfter: 25 }]);
  });

  it('given the PIN a second time should refuse it (single use) and grant no second welcome', async () => {
    await requestPin(at('ada'));
    const pin = server.mailer.lastPin(at('ada'));
    expect((await verify(at('ada'), pin)).statusCode).toBe(200);
    const again = await verify(at('ada'), pin);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status: 401, code: 'invalid_pin', message: 'Invalid Pin' });
    expect(await ledgerSum(server.app.taskwell.db, at('ada'))).toBe(25);
  });

  it('given a PIN older than 10 minutes should refuse it', async () => {
    await requestPin(at('ada'));
    advance(10 * 60_000 + 1);
    expect((await verify(at('ada'), server.mailer.lastPin(at('ada')))).statusCode).toBe(401);
  });

  it('given a PIN older than 10 minutes should say that it expired', async () => {
    await requestPin(at('ada'));
    advance(10 * 60_000 + 1);
    const reply = await verify(at('ada'), server.mailer.lastPin(at('ada')));
    expect(reply.json()).toMatchObject({ status: 401, code: 'pin_expired' });
  });

  it('given a wrong PIN with tries left should call it an invalid PIN', async () => {
    await requestPin(at('ada'));
    const reply = await verify(at('ada'), wrongPin(server.mailer.lastPin(at('ada')), 1));
    expect(reply.json()).toMatchObject({ status: 401, code: 'invalid_pin', message: 'Invalid Pin' });
  });

  it('given a PIN just under 10 minutes old should accept it', async () => {
    await requestPin(at('ada'));
    advance(10 * 60_000 - 1_000);
    expect((await verify(at('ada'), server.mailer.lastPin(at('ada')))).statusCode).toBe(200);
  });

  it('given 5 wrong tries should burn the PIN', async () => {
    await requestPin(at('ada'));
    const pin = server.mailer.lastPin(at('ada'));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(at('ada'), wrongPin(pin, attempt))).statusCode).toBe(401);
    }
    expect((await verify(at('ada'), pin)).statusCode).toBe(401);
  });

  it('given 5 wrong tries should say that the PIN is used up, even for the right PIN', async () => {
    await requestPin(at('ada'));
    const pin = server.mailer.lastPin(at('ada'));
    for (let attempt = 1; attempt <= 5; attempt += 1) await verify(at('ada'), wrongPin(pin, attempt));
    expect((await verify(at('ada'), pin)).json()).toMatchObject({
      status: 401,
      code: 'pin_attempts_exhausted',
    });
  });

  it('given 4 wrong tries should still accept the right PIN', async () => {
    await requestPin(at('ada'));
    const pin = server.mailer.lastPin(at('ada'));
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(at('ada'), wrongPin(pin, attempt));
    expect((await verify(at('ada'), pin)).statusCode).toBe(200);
  });

  it('given 50 parallel wrong guesses should admit at most 5 checks and burn the PIN', async () => {
    await requestPin(at('ada'));
    const pin = server.mailer.lastPin(at('ada'));
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) => verify(at('ada'), wrongPin(pin, index + 1))),
    );
    expect(replies.every((reply) => reply.statusCode === 401)).toBe(true);
    const [row] = await server.app.taskwell.db
      .select()
      .from(otpPins)
      .where(eq(otpPins.email, at('ada')));
    expect(row?.attempts).toBe(5);
    expect((await verify(at('ada'), pin)).statusCode).toBe(401);
  });

  it('given the right PIN sent 10 times in parallel should open exactly one session and one account', async () => {
    await requestPin(at('race'));
    const pin = server.mailer.lastPin(at('race'));
    const replies = await Promise.all(Array.from({ length: 10 }, () => verify(at('race'), pin)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(9);
    const rows = await server.app.taskwell.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, at('race')));
    expect(rows).toHaveLength(1);
    expect(await ledgerSum(server.app.taskwell.db, at('race'))).toBe(25);
  });

  it('given 100 failed verifications within an hour should refuse even the right PIN, and allow it an hour later', async () => {
    await requestPin(at('ada'));
    for (let attempt = 0; attempt < 100; attempt += 1) {
      // No live PIN after the fifth: each is still a failed verification of the account.
      expect((await verify(at('ada'), '000000')).statusCode).toBe(401);
    }
    advance(61_000);
    await requestPin(at('ada'));
    const refused = await verify(at('ada'), server.mailer.lastPin(at('ada')));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    advance(3600_000);
    await requestPin(at('ada'));
    expect((await verify(at('ada'), server.mailer.lastPin(at('ada')))).statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  const base = () => ({ iss: 'taskwell-api', aud: 'taskwell', sub: at('ada') });

  async function signed(claims: Record<string, unknown>, typ = sessionTokenType, jti?: string) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ })
      .setJti(jti ?? 'not-a-session')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(keys.session);
  }

  it('given an unsigned token (alg: none) should answer 401', async () => {
    const token = await server.signIn(at('ada'));
    const { jti } = decodeJwt(token);
    const unsigned = new UnsecuredJWT({ ...base(), jti }).setIssuedAt().setExpirationTime('1h').encode();
    expect((await profile(unsigned)).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/otp/validate/${unsigned}` })).statusCode).toBe(401);
  });

  it('given a token for another audience, issuer or type should answer 401', async () => {
    const token = await server.signIn(at('ada'));
    const jti = String(decodeJwt(token).jti);
    expect((await profile(await signed({ ...base(), aud: 'someone-else' }, sessionTokenType, jti))).statusCode).toBe(
      401,
    );
    expect((await profile(await signed({ ...base(), iss: 'someone-else' }, sessionTokenType, jti))).statusCode).toBe(
      401,
    );
    expect((await profile(await signed(base(), 'JWT', jti))).statusCode).toBe(401);
    // The same claims, properly typed, pass: the refusals above are for the one field changed.
    expect((await profile(await signed(base(), sessionTokenType, jti))).statusCode).toBe(200);
  });

  it('given a tampered token should answer 401', async () => {
    const token = await server.signIn(at('ada'));
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: at('grace') })).toString('base64url');
    expect((await profile(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    // One character in the middle of the signature changed (the last one carries ignored bits).
    const middle = Math.floor((signature?.length ?? 0) / 2);
    const flipped = `${signature?.slice(0, middle)}${signature?.[middle] === 'A' ? 'B' : 'A'}${signature?.slice(middle + 1)}`;
    expect((await profile(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('given a token past its expiry should answer 401, and one second before it 200', async () => {
    const token = await server.signIn(at('ada'));
    advance(7 * 24 * 3600_000 - 1_000);
    expect((await profile(token)).statusCode).toBe(200);
    advance(1_000);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/otp/validate/${token}` })).statusCode).toBe(401);
  });

  it('given GET /api/otp/validate/{token} should report the account and expiry', async () => {
    const token = await server.signIn(at('ada'));
    const response = await server.app.inject({ method: 'GET', url: `/api/otp/validate/${token}` });
    expect(response.json()).toEqual({
      valid: true,
      id: at('ada'),
      exp: Math.floor(start / 1000) + 7 * 24 * 3600,
    });
  });

  it('given logout should revoke the token at once, and leave other sessions alone', async () => {
    const token = await server.signIn(at('ada'));
    advance(61_000);
    const other = await server.signIn(at('ada'));
    expect((await profile(token)).statusCode).toBe(200);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/otp/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/otp/validate/${token}` })).statusCode).toBe(401);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/otp/logout',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('given a configured lifetime should issue tokens that last that long', async () => {
    await withServer({ sessionSigningKey: secret, sessionTtlSeconds: 30 * 24 * 3600 }, async () => {
      const token = await server.signIn(at('ada'));
      expect(decodeJwt(token).exp).toBe(Math.floor(start / 1000) + 30 * 24 * 3600);
    });
  });
});
