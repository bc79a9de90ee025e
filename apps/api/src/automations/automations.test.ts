import type { Automation, AutomationList, AutomationRunList } from '@taskwell/api-sdk';
import { automationFailuresBeforePause } from '@taskwell/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationRuns, automations } from '../db/automation-schema.ts';
import { accounts, creditLedger } from '../db/schema.ts';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { AutomationScheduler } from './automation-scheduler.ts';
import type { RefusedStart } from './automation-starter.ts';
import { schedulerUnderTest } from './testing/scheduler-under-test.ts';

// Issue 46: automations within the plan (decision 154), their operations, and the scheduler
// (decision 153) turned by hand on a fake clock: a daily 09:00 in three time zones across a
// daylight-saving change starts once a day at 09:00 local; a moment missed while nothing turned
// starts once or is skipped as chosen; a start the account cannot pay for is refused, told once,
// and pauses the automation after the documented number.

let clock = Date.parse('2026-03-05T12:00:00Z');
let server: TestServer;
let scheduler: AutomationScheduler;
const notices: RefusedStart[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, automations: { turn: false } });
  scheduler = schedulerUnderTest(server.app.taskwell, {
    now: () => new Date(clock),
    notify: async (refused) => {
      notices.push(refused);
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const summary = {
  text: { metadata: { 'Content-Type': 'text/plain' }, value: 'The office opens in May.' },
  length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
};
const daily = (timeZone: string, extra: object = {}) => ({
  name: 'Morning summary',
  taskId: 'summarise-text',
  parameters: summary,
  trigger: { kind: 'schedule', schedule: { kind: 'daily', time: '09:00' } },
  timeZone,
  delivery: { kind: 'assets' },
  ...extra,
});

let accountCount = 0;
async function account(plan: string, balance = 100) {
  accountCount += 1;
  const email = `automation-${accountCount}@example.com`;
  const token = await server.signIn(email);
  await setPlan(server.app, email, plan);
  await server.app.taskwell.db.update(accounts).set({ balance }).where(eq(accounts.email, email));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return {
    email,
    call,
    create: async (body: object) => {
      const reply = await call('POST', '/api/automations', body);
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json() as Automation;
    },
    history: async (id: string) =>
      ((await call('GET', `/api/automations/${id}/runs?limit=50`)).json() as AutomationRunList).runs,
    balance: async () =>
      (
        await server.app.taskwell.db
          .select({ balance: accounts.balance })
          .from(accounts)
          .where(eq(accounts.email, email))
      )[0]?.balance,
  };
}

describe('what a plan may automate (decision 154)', () => {
  it.each([
    {
      plan: 'Free',
      body: daily('Europe/London'),
      want: 'Your Free plan does not include scheduled automations. Upgrade to Explorer to use it.',
    },
    {
      plan: 'Explorer',
      body: daily('Europe/London', {
        trigger: { kind: 'schedule', schedule: { kind: 'cron', expression: '0 9 * * 1' } },
      }),
      want: 'Your Explorer plan does not include cron schedules. Upgrade to Creator to use it.',
    },
    {
      plan: 'Explorer',
      body: daily('UTC', { trigger: { kind: 'webhook' } }),
      want: 'Your Explorer plan does not include inbound webhooks. Upgrade to Creator to use it.',
    },
    {
      plan: 'Creator',
      body: daily('UTC', { trigger: { kind: 'schedule', schedule: { kind: 'cron', expression: '*/5 * * * *' } } }),
      want: 'Your Creator plan starts an automation at most every 15 minutes; this schedule starts every 5 minutes. Upgrade to Enterprise to use it.',
    },
  ])('$plan: 403 naming the plan', async ({ plan, body, want }) => {
    const user = await account(plan);
    const reply = await user.call('POST', '/api/automations', body);
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json()).toMatchObject({ code: 'automation_limit', message: want });
  });

  it('counts an Explorer account to ten, and shows the allowance', async () => {
    const user = await account('Explorer');
    for (let index = 0; index < 10; index += 1) await user.create(daily('Europe/Paris'));
    const refused = await user.call('POST', '/api/automations', daily('Europe/Paris'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your Explorer plan keeps 10 automations. Creator keeps 50: upgrade to add more.',
    );
    const list = (await user.call('GET', '/api/automations')).json() as AutomationList;
    expect(list.allowance).toEqual({
      plan: 'Explorer',
      limit: 10,
      used: 10,
      smallestIntervalMinutes: 1440,
      triggers: ['schedule'],
      morePlan: 'Creator',
    });
  });

  it.each([
    { body: daily('Mars/Olympus'), code: 'invalid_automation', status: 422 },
    { body: daily('Europe/London', { taskId: 'no-such-task' }), code: 'not_found', status: 404 },
    {
      body: daily('UTC', { trigger: { kind: 'schedule', schedule: { kind: 'cron', expression: '0 61 * * *' } } }),
      code: 'invalid_automation',
      status: 422,
    },
    // A webhook delivery needs its address; a chain's mapping is checked against both forms (decision 170).
    { body: daily('UTC', { delivery: { kind: 'webhook' } }), code: 'invalid_automation', status: 422 },
    {
      body: daily('UTC', { delivery: { kind: 'webhook', url: 'ftp://example.com/in' } }),
      code: 'invalid_automation',
      status: 422,
    },
    {
      body: daily('UTC', {
        taskId: 'listen-to-a-brief',
        trigger: { kind: 'after-task', afterTaskId: 'summarise-text', inputs: { topic: 'Summary' } },
      }),
      code: 'invalid_automation',
      status: 422,
    },
    {
      body: daily('UTC', {
        taskId: 'listen-to-a-brief',
        trigger: { kind: 'after-task', afterTaskId: 'summarise-text', inputs: { text: 'Spoken summary' } },
      }),
      code: 'invalid_automation',
      status: 422,
    },
    // A bought task runs its listing's version: pinning one is refused (decision 171).
    {
      body: daily('UTC', { listingId: '0190a000-0000-7000-8000-000000000001', taskVersion: 1 }),
      code: 'invalid_automation',
      status: 422,
    },
    // A seeded task has no published version 3 to pin.
    { body: daily('UTC', { taskVersion: 3, taskId: 'no-such-task' }), code: 'not_found', status: 404 },
  ])('refuses $code ($status)', async ({ body, code, status }) => {
    const user = await account('Creator');
    const reply = await user.call('POST', '/api/automations', body);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json().code).toBe(code);
  });

  it('refuses a chain that comes back to itself', async () => {
    const user = await account('Creator');
    const after = (from: string, to: string) =>
      daily('UTC', { taskId: to, trigger: { kind: 'after-task', afterTaskId: from } });
    await user.create(after('summarise-text', 'listen-to-a-brief'));
    const cycle = await user.call('POST', '/api/automations', after('listen-to-a-brief', 'summarise-text'));
    expect(cycle.statusCode, cycle.body).toBe(422);
    expect(cycle.json().code).toBe('automation_cycle');
    const self = await user.call('POST', '/api/automations', after('summarise-text', 'summarise-text'));
    expect(self.json().code).toBe('automation_cycle');
  });
});

describe("an automation's life", () => {
  it('previews five moments, pauses, resumes, runs now (charged), keeps its history; 404 to others', async () => {
    const user = await account('Explorer', 20);
    const made = await user.create(daily('Europe/London'));
    expect(made.nextRuns).toHaveLength(5);
    expect(made.nextRunAt).toBe(made.nextRuns[0]);
    const stranger = await account('Creator');
    expect((await stranger.call('GET', `/api/automations/${made.id}`)).statusCode).toBe(404);
    const paused = (await user.call('POST', `/api/automations/${made.id}/pause`)).json() as Automation;
    expect(paused).toMatchObject({ status: 'paused', nextRunAt: null, nextRuns: [] });
    const resumed = (await user.call('POST', `/api/automations/${made.id}/resume`)).json() as Automation;
    expect(resumed).toMatchObject({ status: 'active', nextRunAt: made.nextRunAt });
    const before = await user.balance();
    const ran = await user.call('POST', `/api/automations/${made.id}/run`);
    expect(ran.statusCode, ran.body).toBe(202);
    expect(ran.json()).toMatchObject({ trigger: 'manual', status: 'started' });
    // Charged with the run's start. (This one-sentence text then fails and is refunded, maybe
    // before the reply is read: the charge is asserted, not the balance of a moment.)
    const ledger = await server.app.taskwell.db
      .select()
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.accountEmail, user.email),
          eq(creditLedger.runId, ran.json().runId),
          eq(creditLedger.reason, 'run'),
        ),
      );
    expect(ledger.map((entry) => [entry.delta, entry.balanceAfter])).toEqual([[-2, (before ?? 0) - 2]]);
    expect((await user.history(made.id)).map((entry) => entry.runId)).toEqual([ran.json().runId]);
    expect((await user.call('DELETE', `/api/automations/${made.id}`)).statusCode).toBe(204);
    expect((await user.call('GET', `/api/automations/${made.id}`)).statusCode).toBe(404);
  });
});

/** Moves the clock to `at` and turns the scheduler (every test's automations are due on its one clock). */
async function turnAt(at: string) {
  clock = Date.parse(at);
  await scheduler.turn();
}

/** An automation's entries, oldest moment first: its status and moment. */
async function entriesOf(id: string) {
  const rows = await server.app.taskwell.db
    .select({ status: automationRuns.status, scheduledFor: automationRuns.scheduledFor })
    .from(automationRuns)
    .where(eq(automationRuns.automationId, id))
    .orderBy(automationRuns.scheduledFor);
  return rows.map((row) => `${row.status} ${row.scheduledFor.toISOString()}`);
}

describe('the scheduler on a fake clock (decision 153, decision 155)', () => {
  // Daily at 09:00 local, across each zone's change of 2026: given the moments, want one start each.
  it.each([
    {
      zone: 'America/New_York',
      from: '2026-03-06T15:00:00Z',
      want: ['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z'],
    },
    {
      zone: 'Europe/London',
      from: '2026-03-27T12:00:00Z',
      want: ['2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z', '2026-03-30T08:00:00.000Z'],
    },
    {
      zone: 'Australia/Sydney',
      from: '2026-04-03T12:00:00Z',
      want: ['2026-04-03T22:00:00.000Z', '2026-04-04T23:00:00.000Z', '2026-04-05T23:00:00.000Z'],
    },
  ])('$zone: 09:00 local on both sides of the change, once each', async ({ zone, from, want }) => {
    clock = Date.parse(from);
    const user = await account('Explorer', 50);
    const made = await user.create(daily(zone));
    expect(made.nextRuns.slice(0, 3)).toEqual(want);
    const started: string[] = [];
    for (const moment of want) {
      // A turn a little before the moment starts nothing; at it, one run; again at it, nothing more.
      await turnAt(new Date(Date.parse(moment) - 1000).toISOString());
      expect(await entriesOf(made.id)).toEqual(started);
      await turnAt(moment);
      started.push(`started ${moment}`);
      expect(await entriesOf(made.id)).toEqual(started);
      await turnAt(moment);
      expect(await entriesOf(made.id)).toEqual(started);
    }
    const history = await user.history(made.id);
    expect(history.map((entry) => entry.scheduledFor).sort()).toEqual(want);
    expect(history.every((entry) => entry.status === 'started' && entry.runId)).toBe(true);
    // Charged once each (a run the jumping clock outlives is refunded as usual, beside its charge).
    const charges = await server.app.taskwell.db
      .select({ runId: creditLedger.runId })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountEmail, user.email), eq(creditLedger.reason, 'run')));
    expect(charges.map((charge) => charge.runId).sort()).toEqual(history.map((entry) => entry.runId).sort());
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
    expect(new Set(want.map((moment) => local.format(new Date(moment))))).toEqual(new Set(['09:00']));
  });

  it.each([
    { missed: 'run-once', want: { status: 'started', count: 1 } },
    { missed: 'skip', want: { status: 'skipped', count: 1 } },
  ])('three moments missed while down: $missed', async ({ missed, want }) => {
    clock = Date.parse('2026-04-10T12:00:00Z');
    const user = await account('Explorer', 50);
    const made = await user.create(daily('Europe/Berlin', { missed }));
    // Back three days and an hour later: the moments of the 11th, 12th and 13th passed unturned.
    await turnAt('2026-04-13T08:00:00Z');
    const history = await user.history(made.id);
    expect(history).toHaveLength(want.count);
    expect(history[0]).toMatchObject({ status: want.status, scheduledFor: '2026-04-13T07:00:00.000Z' });
    const [row] = await server.app.taskwell.db.select().from(automations).where(eq(automations.id, made.id));
    expect(row?.nextRunAt?.toISOString()).toBe('2026-04-14T07:00:00.000Z');
  });

  it('a start the account cannot pay for is refused, told once, and pauses the automation at the documented count', async () => {
    clock = Date.parse('2026-04-20T12:00:00Z');
    const user = await account('Explorer', 0);
    const made = await user.create(daily('UTC'));
    const moments = ['2026-04-21T09:00:00Z', '2026-04-22T09:00:00Z', '2026-04-23T09:00:00Z'];
    for (const [index, moment] of moments.slice(0, automationFailuresBeforePause).entries()) {
      await turnAt(moment);
      expect(await entriesOf(made.id)).toHaveLength(index + 1);
    }
    const history = await user.history(made.id);
    expect(history.map((entry) => entry.status)).toEqual(['refused', 'refused', 'refused']);
    expect(history[0]?.reason).toBe('This task costs 2 credits and your balance is 0 credits.');
    expect(notices.filter((notice) => notice.automationId === made.id)).toHaveLength(1);
    const after = (await user.call('GET', `/api/automations/${made.id}`)).json() as Automation;
    expect(after).toMatchObject({ status: 'paused', failures: 3, nextRunAt: null });
    expect(after.pausedReason).toMatch(/^Paused after 3 runs in a row could not start/);
    await turnAt('2026-04-24T09:00:00Z');
    expect(await entriesOf(made.id)).toHaveLength(3);
  });
});

describe('after another task (issue 46)', () => {
  it('starts the follower once for each completed run of the followed task, however often the scheduler turns', async () => {
    clock = Date.parse('2026-05-01T12:00:00Z');
    const user = await account('Creator', 50);
    const follower = await user.create({
      name: 'Summary after a quote card',
      taskId: 'summarise-text',
      parameters: summary,
      trigger: { kind: 'after-task', afterTaskId: 'quote-card' },
      timeZone: 'UTC',
    });
    const started = await user.call('POST', '/api/execute/task?_=1&wait=30', {
      taskId: 'quote-card',
      parameters: {
        quote: { metadata: { 'Content-Type': 'text/plain' }, value: 'Plain words win.' },
        author: { metadata: { 'Content-Type': 'text/plain' }, value: 'Ada' },
        link: { metadata: { 'Content-Type': 'text/plain' }, value: 'https://example.com' },
      },
      character: { name: 'EMPTY', content: '' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { requestId, status } = JSON.parse((started.json() as { body: string }).body) as {
      requestId: string;
      status: string;
    };
    expect(status).toBe('COMPLETED');
    await scheduler.turn();
    await scheduler.turn();
    const entries = await user.history(follower.id);
    expect(entries.map((entry) => [entry.trigger, entry.status])).toEqual([['after-task', 'started']]);
    const [row] = await server.app.taskwell.db
      .select({ sourceKey: automationRuns.sourceKey })
      .from(automationRuns)
      .where(eq(automationRuns.automationId, follower.id));
    expect(row?.sourceKey).toBe(requestId);
  });
});
