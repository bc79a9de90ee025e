import { randomUUID } from 'node:crypto';
import type { ApiKeySummary, CreatedApiKey, RequestStatus, RunAccepted } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiKeys, creditLedger, runs } from '../db/schema.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { siteAccount, siteAccountCredits } from './site-advisor.ts';

testsInOrder('the key made first is listed unused, then used by the tests after it');

// Issue 19, acceptance 2 and 4, through the contract's calls: API keys act as their account on
// the run operations (plan, credits, runs), are shown once, stored hashed, refused once revoked and
// limited per key; public keys run one task from their origins, charged to their account, and
// nothing else.
const site = 'https://www.example.com';
/** The widget visitor every public-key call here comes from (its runs are its own, issue 29). */
const visitorToken = 'keys-test-visitor-0123456789abcdef';
/** A run id of the right shape that names no run. */
const unknownRun = randomUUID();
const advisorKey = 'tw_pk_test_site_advisor_key';
let server: TestServer;
let token: string;
let otherToken: string;

const summary = {
  text: 'The office opens in May. It has room for forty people. The team moves in on a Monday.',
  length: 'short',
};

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      requestsPerApiKey: { points: 100, seconds: 60 },
      requestsPerPublicKeyVisitor: { points: 12, seconds: 600 },
    },
    siteAdvisor: { publicKey: advisorKey, taskId: 'site-advisor', origins: ['http://127.0.0.1:3000', site] },
  });
  token = await server.signIn('keys@example.com');
  otherToken = await server.signIn('other@example.com');
}, 120_000);
afterAll(() => server?.close());

const bearer = (value = token) => ({ authorization: `Bearer ${value}` });
const parametersOf = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, { metadata: { 'Content-Type': 'text/plain' }, value }]),
  );

async function createKey(body: object, as = token) {
  return server.app.inject({ method: 'POST', url: '/api/keys', headers: bearer(as), payload: body });
}

async function execute(
  headers: Record<string, string>,
  taskId: string,
  values: Record<string, string>,
  remoteAddress?: string,
) {
  const reply = await server.app.inject({
    method: 'POST',
    url: `/api/execute/task?_=${Date.now()}`,
    headers,
    payload: { taskId, parameters: parametersOf(values), character: { name: 'EMPTY', content: '' } },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { reply, accepted: reply.statusCode === 200 ? (JSON.parse(reply.json().body) as RunAccepted) : undefined };
}

async function results(headers: Record<string, string>, requestId: string, remoteAddress?: string) {
  const reply = await server.app.inject({
    method: 'GET',
    url: `/api/request/results/${requestId}`,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { reply, status: reply.statusCode === 200 ? (JSON.parse(reply.json().body) as RequestStatus) : undefined };
}

const balanceOf = async (email: string) =>
  (
    await server.app.taskwell.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.email, email))
  )[0]?.balance;

describe('given a secret API key', () => {
  let made: CreatedApiKey;

  beforeAll(async () => {
    const reply = await createKey({ name: '  Nightly report  ' });
    expect(reply.statusCode).toBe(201);
    made = reply.json();
  });

  it('should show it once, list it by its prefix without the key, and keep only a salted hash', async () => {
    expect(made).toMatchObject({ kind: 'secret', name: 'Nightly report', lastUsedAt: null });
    expect(made.key).toMatch(/^tw_sk_[A-Za-z0-9_-]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const listed = await server.app.inject({ method: 'GET', url: '/api/keys', headers: bearer() });
    const keys = (listed.json() as { keys: ApiKeySummary[] }).keys;
    expect(keys.find((key) => key.id === made.id)).toEqual({
      id: made.id,
      kind: 'secret',
      name: 'Nightly report',
      prefix: made.prefix,
      createdAt: made.createdAt,
      lastUsedAt: null,
    });
    const [row] = await server.app.taskwell.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(JSON.stringify(row)).not.toContain(made.key.slice(made.prefix.length + 1));
    // Someone else's list does not show it.
    const others = await server.app.inject({ method: 'GET', url: '/api/keys', headers: bearer(otherToken) });
    expect((others.json() as { keys: ApiKeySummary[] }).keys).toEqual([]);
  });

  it("should run a task as its account: plan, fee from the balance, the run among the owner's, results and texts", async () => {
    const before = await balanceOf('keys@example.com');
    const { reply, accepted } = await execute({ 'api-key': made.key }, 'summarise-text', summary);
    expect(reply.statusCode, reply.body).toBe(200);
    const requestId = accepted?.requestId ?? '';
    const [run] = await server.app.taskwell.db.select().from(runs).where(eq(runs.id, requestId));
    expect(run?.accountEmail).toBe('keys@example.com');
    expect(await balanceOf('keys@example.com')).toBe((before ?? 0) - 2);
    // The owner follows it with the session (Tasks in Process), as with any of their runs.
    const final = await runClient(server.app, token).settle(requestId, 60_000);
    expect(final.status).toBe('COMPLETED');
    const viaKey = await results({ 'api-key': made.key }, requestId);
    expect(viaKey.status?.status).toBe('COMPLETED');
    const assetId = viaKey.status?.results[0]?.parameter.value[0]?.data ?? '';
    const text = await server.app.inject({
      method: 'GET',
      url: `/api/asset/text/${assetId}`,
      headers: { 'api-key': made.key },
    });
    expect(text.statusCode).toBe(200);
    expect(text.body.length).toBeGreaterThan(0);
    // Someone else's key does not see it.
    const other = (await createKey({ name: 'Other' }, otherToken)).json() as CreatedApiKey;
    expect((await results({ 'api-key': other.key }, requestId)).reply.statusCode).toBe(404);
    const listed = await server.app.inject({ method: 'GET', url: '/api/keys', headers: bearer() });
    expect(
      (listed.json() as { keys: ApiKeySummary[] }).keys.find((key) => key.id === made.id)?.lastUsedAt,
    ).not.toBeNull();
  });

  it("should keep the plan rules: a task the account's plan does not unlock is 403", async () => {
    const { reply } = await execute({ 'api-key': made.key }, 'keyword-snapshot', { text: 'x' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('plan_required');
  });

  it('should not act as a session on operations that do not take keys', async () => {
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/otp/profile',
      headers: { 'api-key': made.key },
    });
    expect(profile.statusCode).toBe(401);
    const keys = await server.app.inject({ method: 'GET', url: '/api/keys', headers: { 'api-key': made.key } });
    expect(keys.statusCode).toBe(401);
  });

  it.each([
    { name: 'an unknown key', key: () => `${made.key.slice(0, -4)}AAAA` },
    { name: 'a key of no known shape', key: () => 'app-42' },
  ])('given $name, should answer 401', async ({ key }) => {
    const { reply } = await results({ 'api-key': key() }, unknownRun);
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Bearer');
  });

  it('should refuse a revoked key with 401, and only its owner may revoke it', async () => {
    const doomed = (await createKey({ name: 'Doomed' })).json() as CreatedApiKey;
    const stranger = await server.app.inject({
      method: 'POST',
      url: `/api/keys/${doomed.id}/revoke`,
      headers: bearer(otherToken),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await results({ 'api-key': doomed.key }, unknownRun)).reply.statusCode).toBe(404);
    const revoked = await server.app.inject({
      method: 'POST',
      url: `/api/keys/${doomed.id}/revoke`,
      headers: bearer(),
    });
    expect(revoked.statusCode).toBe(204);
    const { reply } = await execute({ 'api-key': doomed.key }, 'summarise-text', summary);
    expect(reply.statusCode).toBe(401);
    const listed = await server.app.inject({ method: 'GET', url: '/api/keys', headers: bearer() });
    expect((listed.json() as { keys: ApiKeySummary[] }).keys.map((key) => key.id)).not.toContain(doomed.id);
  });

  it("should answer the 101st request in the key's window with 429 and Retry-After, and no other key", async () => {
    const limited = (await createKey({ name: 'Busy' })).json() as CreatedApiKey;
    const statuses: number[] = [];
    for (let index = 0; index < 100; index += 1)
      statuses.push((await results({ 'api-key': limited.key }, unknownRun)).reply.statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const over = await results({ 'api-key': limited.key }, unknownRun);
    expect(over.reply.statusCode).toBe(429);
    expect(Number(over.reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.reply.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await results({ 'api-key': made.key }, unknownRun)).reply.statusCode).toBe(404);
  });

  it.each([
    { name: 'a blank name', body: { name: '   ' }, status: 400 },
    { name: 'origins on a secret key', body: { name: 'x', origins: [site] }, status: 400 },
    {
      name: 'a public key without origins',
      body: { name: 'x', kind: 'public', taskId: 'summarise-text' },
      status: 400,
    },
    {
      name: 'a public key with a path in its origin',
      body: { name: 'x', kind: 'public', taskId: 'summarise-text', origins: [`${site}/faq`] },
      status: 400,
    },
    {
      name: 'a public key for an unknown task',
      body: { name: 'x', kind: 'public', taskId: 'no-such-task', origins: [site] },
      status: 404,
    },
  ])('given $name, should refuse to create it ($status)', async ({ body, status }) => {
    expect((await createKey(body)).statusCode).toBe(status);
  });
});

describe('given a public key (acceptance 4)', () => {
  let published: CreatedApiKey;
  const fromSite = (key = published.key) => ({ 'public-key': key, origin: site, 'visitor-token': visitorToken });

  beforeAll(async () => {
    const reply = await createKey({ name: 'FAQ widget', kind: 'public', taskId: 'summarise-text', origins: [site] });
    expect(reply.statusCode).toBe(201);
    published = reply.json();
  });

  it('should be publishable: listed whole, with its task and origins', async () => {
    const listed = await server.app.inject({ method: 'GET', url: '/api/keys', headers: bearer() });
    expect((listed.json() as { keys: ApiKeySummary[] }).keys.find((key) => key.id === published.id)).toMatchObject({
      kind: 'public',
      key: published.key,
      taskId: 'summarise-text',
      origins: [site],
    });
  });

  it('should run its task from its origin, charged to its account, and read that run and its texts', async () => {
    const before = await balanceOf('keys@example.com');
    const { reply, accepted } = await execute(fromSite(), 'summarise-text', summary, '203.0.113.7');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await balanceOf('keys@example.com')).toBe((before ?? 0) - 2);
    const requestId = accepted?.requestId ?? '';
    await runClient(server.app, token).settle(requestId, 60_000);
    const read = await results(fromSite(), requestId, '203.0.113.7');
    expect(read.status?.status).toBe('COMPLETED');
    const assetId = read.status?.results[0]?.parameter.value[0]?.data ?? '';
    const text = await server.app.inject({
      method: 'GET',
      url: `/api/asset/text/${assetId}`,
      headers: fromSite(),
      remoteAddress: '203.0.113.7',
    });
    expect(text.statusCode).toBe(200);
    const stream = await server.app.inject({
      method: 'GET',
      url: `/api/request/events/${requestId}`,
      headers: fromSite(),
      remoteAddress: '203.0.113.7',
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.body).toContain('"status":"COMPLETED"');
  });

  it.each([
    {
      name: 'another origin',
      headers: () => ({ 'public-key': published.key, origin: 'https://evil.example', 'visitor-token': visitorToken }),
      task: 'summarise-text',
      status: 403,
      code: 'origin_not_allowed',
    },
    {
      name: 'no origin (not a browser)',
      headers: () => ({ 'public-key': published.key, 'visitor-token': visitorToken }),
      task: 'summarise-text',
      status: 403,
      code: 'origin_not_allowed',
    },
    { name: 'another task', headers: () => fromSite(), task: 'quote-card', status: 403, code: 'task_not_allowed' },
    {
      name: 'an unknown key',
      headers: () => fromSite('tw_pk_no_such_key_at_all_here'),
      task: 'summarise-text',
      status: 401,
      code: 'unauthorized',
    },
  ])('given $name, should refuse the run ($status) and charge nothing', async ({ headers, task, status, code }) => {
    const before = await balanceOf('keys@example.com');
    const { reply } = await execute(
      headers(),
      task,
      task === 'quote-card' ? { quote: 'Hi', author: 'Me' } : summary,
      '203.0.113.8',
    );
    expect(reply.statusCode).toBe(status);
    expect(reply.json().code).toBe(code);
    expect(await balanceOf('keys@example.com')).toBe(before);
  });

  it("should do nothing else: not read the owner's other runs or texts, nor act as the owner", async () => {
    const own = await runClient(server.app, token).execute('summarise-text', summary);
    const ownStatus = await runClient(server.app, token).settle(own.document.requestId, 60_000);
    expect((await results(fromSite(), own.document.requestId, '203.0.113.9')).reply.statusCode).toBe(404);
    const ownAsset = ownStatus.results[0]?.parameter.value[0]?.data ?? '';
    const text = await server.app.inject({
      method: 'GET',
      url: `/api/asset/text/${ownAsset}`,
      headers: fromSite(),
      remoteAddress: '203.0.113.9',
    });
    expect(text.statusCode).toBe(404);
    const resume = await server.app.inject({
      method: 'POST',
      url: `/api/request/resume/${own.document.requestId}`,
      headers: fromSite(),
      payload: { parameters: [] },
    });
    expect(resume.statusCode).toBe(401);
    for (const url of ['/api/otp/profile', '/api/keys', `/api/asset/get/${unknownRun}`]) {
      expect((await server.app.inject({ method: 'GET', url, headers: fromSite() })).statusCode, url).toBe(401);
    }
  });

  it('should limit each visitor, not the others', async () => {
    const visitor = '198.51.100.20';
    const statuses: number[] = [];
    for (let index = 0; index < 13; index += 1)
      statuses.push((await results(fromSite(), unknownRun, visitor)).reply.statusCode);
    expect(statuses.slice(0, 12).every((status) => status === 404)).toBe(true);
    expect(statuses[12]).toBe(429);
    expect((await results(fromSite(), unknownRun, '198.51.100.21')).reply.statusCode).toBe(404);
  });

  it('should be refused once revoked', async () => {
    const doomed = (
      await createKey({ name: 'Old widget', kind: 'public', taskId: 'summarise-text', origins: [site] })
    ).json() as CreatedApiKey;
    await server.app.inject({ method: 'POST', url: `/api/keys/${doomed.id}/revoke`, headers: bearer() });
    expect((await execute(fromSite(doomed.key), 'summarise-text', summary)).reply.statusCode).toBe(401);
  });

  it("should let a widget on the key's site call the API (CORS), and no other site", async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/execute/task',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'public-key,content-type',
        },
      });
    const allowed = await preflight(site);
    expect(allowed.headers['access-control-allow-origin']).toBe(site);
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('public-key');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('given the built-in site advisor key (decision 066)', () => {
  it('should be seeded for the site account, which pays for the answers from the site content', async () => {
    expect(await balanceOf(siteAccount)).toBe(siteAccountCredits);
    const ledger = await server.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.accountEmail, siteAccount));
    expect(ledger.map((entry) => entry.reason)).toEqual(['welcome']);
    const { reply, accepted } = await execute(
      { 'public-key': advisorKey, origin: site, 'visitor-token': visitorToken },
      'site-advisor',
      {
        question: 'How do credits work?',
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await balanceOf(siteAccount)).toBe(siteAccountCredits - 1);
    const requestId = accepted?.requestId ?? '';
    const [run] = await server.app.taskwell.db.select().from(runs).where(eq(runs.id, requestId));
    expect(run?.accountEmail).toBe(siteAccount);
    let status: RequestStatus | undefined;
    for (let tries = 0; tries < 200 && status?.status !== 'COMPLETED'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await server.app.taskwell.runtime.runStatus({ email: siteAccount, runId: requestId });
    }
    expect(status?.status).toBe('COMPLETED');
    const assetId = status?.results[0]?.parameter.value[0]?.data ?? '';
    const text = await server.app.inject({
      method: 'GET',
      url: `/api/asset/text/${assetId}`,
      headers: { 'public-key': advisorKey, origin: site, 'visitor-token': visitorToken },
    });
    expect(text.body).toContain('Credits make the price of every run visible');
  });
});
