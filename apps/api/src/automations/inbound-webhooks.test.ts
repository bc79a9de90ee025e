import type { Automation, AutomationRunList } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { webhookSignature } from './inbound-webhooks.ts';

// Issue 46, acceptance 4: an automation's inbound webhook. A replayed, unsigned, badly signed,
// stale, oversized or wrong-type request is refused as the contract documents and starts nothing;
// a burst over the per-automation limit (60 a minute) is answered 429 beyond it; an unknown or
// rotated URL is a bare 404; no reply names the account.

let server: TestServer;
const email = 'hooks@example.com';
let token: string;
const replies: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ automations: { turn: false } });
  token = await server.signIn(email);
  await setPlan(server.app, email, 'Creator');
  await server.app.taskwell.db.update(accounts).set({ balance: 1000 }).where(eq(accounts.email, email));
});
afterAll(async () => {
  // Nothing any reply said names the account.
  expect(replies.filter((body) => body.includes(email) || body.includes('hooks@'))).toEqual([]);
  await server?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function hookAutomation(signed: boolean): Promise<Automation & { signingSecret: string }> {
  const reply = await call('POST', '/api/automations', {
    name: 'On a post',
    taskId: 'summarise-text',
    parameters: { length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' } },
    trigger: { kind: 'webhook', signed },
    timeZone: 'UTC',
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const reply = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
  replies.push(reply.body);
  return reply;
}

const signed = (secret: string, body: string, at = Math.floor(Date.now() / 1000)) => ({
  'taskwell-signature': `t=${at},v1=${webhookSignature(secret, at, body)}`,
});

async function history(id: string) {
  return ((await call('GET', `/api/automations/${id}/runs?limit=100`)).json() as AutomationRunList).runs;
}

describe('an inbound webhook (acceptance 4)', () => {
  it('starts one run for a signed call, and nothing for a replay or any refused call', async () => {
    const hook = await hookAutomation(true);
    expect(hook.webhookUrl).toMatch(/^\/api\/hooks\/automations\/[A-Za-z0-9_-]{32}$/);
    const url = hook.webhookUrl as string;
    const body = JSON.stringify({ text: 'A note posted by another system.' });
    const headers = signed(hook.signingSecret, body);
    const accepted = await post(url, body, headers);
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.json()).toEqual({ accepted: true });

    const stale = Math.floor(Date.now() / 1000) - 301;
    const refused = [
      { why: 'replay', reply: await post(url, body, headers), status: 401 },
      { why: 'unsigned', reply: await post(url, body), status: 401 },
      { why: 'wrong signature', reply: await post(url, body, signed('whsec_other', body)), status: 401 },
      { why: 'stale', reply: await post(url, body, signed(hook.signingSecret, body, stale)), status: 401 },
      { why: 'malformed signature', reply: await post(url, body, { 'taskwell-signature': 'v1=nothing' }), status: 401 },
      {
        why: 'oversized',
        reply: await post(url, JSON.stringify({ text: 'x'.repeat(70_000) }), signed(hook.signingSecret, body)),
        status: 413,
      },
      {
        why: 'wrong type',
        reply: await post(url, body, { 'content-type': 'text/plain', ...signed(hook.signingSecret, body) }),
        status: 415,
      },
      { why: 'not an object', reply: await post(url, '[1,2]', signed(hook.signingSecret, '[1,2]')), status: 400 },
    ];
    expect(refused.map(({ why, reply }) => ({ why, status: reply.statusCode }))).toEqual(
      refused.map(({ why, status }) => ({ why, status })),
    );
    const entries = await history(hook.id);
    expect(entries.map((entry) => [entry.trigger, entry.status])).toEqual([['webhook', 'started']]);
    expect(entries[0]?.runId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a bare 404 for an unknown URL and for a rotated one; the new URL works', async () => {
    const hook = await hookAutomation(false);
    const unknown = await post('/api/hooks/automations/AbCdEfGhIjKlMnOpQrStUvWxYz012345', '{}');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: 'Not found.' });
    const rotated = (await call('POST', `/api/automations/${hook.id}/webhook/rotate`)).json() as { webhookUrl: string };
    expect(rotated.webhookUrl).not.toBe(hook.webhookUrl);
    const old = await post(hook.webhookUrl as string, '{"text":"old"}');
    expect(old.statusCode).toBe(404);
    const bare = (body: string) => ({ ...JSON.parse(body), requestId: undefined });
    expect(bare(old.body)).toEqual(bare(unknown.body));
    expect((await post(rotated.webhookUrl, '{"text":"new"}')).statusCode).toBe(202);
  });

  // 150 calls: more than twice the limit, so that the calls beyond it are the most; a burst of
  // 1,000 proved nothing more, took 18 s, and outran the suite's 60 s bound at a load of 30.
  it('limits 150 calls to one automation to the documented 60 a minute, and starts only those', async () => {
    const hook = await hookAutomation(false);
    const statuses: number[] = [];
    const began = Date.now();
    for (let batch = 0; batch < 6; batch += 1) {
      const replied = await Promise.all(
        Array.from({ length: 25 }, () => post(hook.webhookUrl as string, '{"text":"burst"}')),
      );
      statuses.push(...replied.map((reply) => reply.statusCode));
    }
    // 60 in each minute the burst spanned (one on any machine but a crawling one).
    const minutes = Math.ceil((Date.now() - began) / 60_000);
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBeGreaterThanOrEqual(60);
    expect(accepted).toBeLessThanOrEqual(60 * minutes);
    expect(statuses).toHaveLength(150);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - accepted);
    expect(await history(hook.id)).toHaveLength(accepted);
    // A bound for a hang, not a speed: the 60 runs it starts share two busy cores with the suite.
  }, 180_000);
});
