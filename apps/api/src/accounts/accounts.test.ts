import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditLedger } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { ensureAccount, ledgerSum } from './accounts.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ welcomeCredits: 40 });
  token = await server.signIn('grace@example.com');
});
afterAll(() => server.close());

function saveProfile(payload: unknown, bearer = token) {
  return server.app.inject({
    method: 'POST',
    url: '/api/otp/profile',
    headers: { authorization: `Bearer ${bearer}` },
    payload: payload as Record<string, unknown>,
  });
}

describe('the credit ledger', () => {
  it('given a configured welcome grant should start the account with it, written to the ledger', async () => {
    const rows = await server.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.accountEmail, 'grace@example.com'));
    expect(rows).toMatchObject([{ delta: 40, reason: 'welcome', balanceAfter: 40 }]);
    const [account] = await server.app.taskwell.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'grace@example.com'));
    expect(account?.balance).toBe(40);
    expect(await ledgerSum(server.app.taskwell.db, 'grace@example.com')).toBe(account?.balance);
  });

  it('given 20 parallel first sign-ins of one address should create one account and one grant', async () => {
    const { db } = server.app.taskwell;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ensureAccount(db, { email: 'twenty@example.com', welcomeCredits: 25, now: new Date() }),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const grants = await db.select().from(creditLedger).where(eq(creditLedger.accountEmail, 'twenty@example.com'));
    expect(grants).toHaveLength(1);
    expect(await ledgerSum(db, 'twenty@example.com')).toBe(25);
  });

  it('given a second welcome entry for an account should refuse it (one grant per account, in the schema)', async () => {
    const { db } = server.app.taskwell;
    await expect(
      db.insert(creditLedger).values({
        id: 'second-welcome',
        accountEmail: 'grace@example.com',
        delta: 40,
        reason: 'welcome',
        balanceAfter: 80,
        createdAt: new Date(),
      }),
    ).rejects.toThrow();
  });

  it('given a balance below zero should refuse it (a check in the schema)', async () => {
    const { db } = server.app.taskwell;
    await expect(
      db.update(accounts).set({ balance: -1 }).where(eq(accounts.email, 'grace@example.com')),
    ).rejects.toThrow();
  });

  it('given a zero welcome grant should write no ledger entry', async () => {
    const { db } = server.app.taskwell;
    await ensureAccount(db, { email: 'zero@example.com', welcomeCredits: 0, now: new Date() });
    expect(await db.select().from(creditLedger).where(eq(creditLedger.accountEmail, 'zero@example.com'))).toEqual([]);
  });
});

describe('GET and POST /api/otp/profile', () => {
  it('given names with spaces around should save them trimmed', async () => {
    const response = await saveProfile({ firstName: '  Grace ', lastName: '\tHopper\n', organization: ' Navy ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', organization: 'Navy' });
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/otp/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.json()).toMatchObject({
      id: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      organization: 'Navy',
    });
  });

  it('given id, plan and balance in the body should change none of them', async () => {
    const response = await saveProfile({
      id: 'mallory@example.com',
      plan: 'Enterprise',
      accountBalance: 1_000_000,
      linkedinConnected: true,
      firstName: 'Grace',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'grace@example.com',
      plan: 'Free',
      accountBalance: 40,
      linkedinConnected: false,
    });
    const [mallory] = await server.app.taskwell.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'mallory@example.com'));
    expect(mallory).toBeUndefined();
  });

  it.each([
    { given: 'a first name of 101 characters', body: { firstName: 'x'.repeat(101) }, path: '/body/firstName' },
    { given: 'an organization of 201 characters', body: { organization: 'x'.repeat(201) }, path: '/body/organization' },
    { given: 'a number for a name', body: { lastName: 42 }, path: '/body/lastName' },
    { given: 'a control character in a name', body: { firstName: 'Gr\u0000ace' }, path: '/body/firstName' },
  ])('given $given should answer 400 and save nothing', async ({ body, path }) => {
    // The profile this test compares with is its own (tests run in any order).
    const saved = { firstName: 'Grace', lastName: 'Hopper', organization: 'Navy' };
    expect((await saveProfile(saved)).statusCode).toBe(200);
    const response = await saveProfile(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/otp/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.json()).toMatchObject(saved);
  });

  it('given no bearer token should answer 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/otp/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toMatchObject({ status: 401, code: 'unauthorized', message: 'Access denied' });
  });
});
