import type { Automation, AutomationRunList, RunDetail } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { AutomationScheduler } from './automation-scheduler.ts';
import type { RefusedStart } from './automation-starter.ts';
import { schedulerUnderTest } from './testing/scheduler-under-test.ts';

// Decision 171: a due start refused because the plan no longer allows it pauses the automation at
// once, with the reason kept and one notice per cause; a chain's mapped results become the next
// run's form values; a run started by an automation names it.

let clock = Date.parse('2026-06-01T08:00:00Z');
let server: TestServer;
let scheduler: AutomationScheduler;
const notices: RefusedStart[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, automations: { turn: false } });
  scheduler = schedulerUnderTest(server.app.taskwell, {
    now: () => new Date(clock),
    chains: true,
    notify: async (refused) => {
      notices.push(refused);
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const text = (value: string) => ({ metadata: { 'Content-Type': 'text/plain' }, value });
const summary = {
  text: text('The office opens in May. It has a garden. Dogs come on Fridays.'),
  length: text('short'),
};

let accountCount = 0;
async function account(plan: string) {
  accountCount += 1;
  const email = `chains-${accountCount}@example.com`;
  const token = await server.signIn(email);
  await setPlan(server.app, email, plan);
  await server.app.taskwell.db.update(accounts).set({ balance: 100 }).where(eq(accounts.email, email));
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { email, call };
}

describe('a start the plan no longer allows', () => {
  it('pauses at once with the reason, tells the owner once, and keeps the last problem', async () => {
    const user = await account('Creator');
    const made = await user.call('POST', '/api/automations', {
      name: 'Hourly summary',
      taskId: 'summarise-text',
      parameters: summary,
      trigger: { kind: 'schedule', schedule: { kind: 'cron', expression: '0 * * * *' } },
      timeZone: 'UTC',
    });
    expect(made.statusCode, made.body).toBe(201);
    const automation = made.json() as Automation;
    await setPlan(server.app, user.email, 'Free');
    clock = Date.parse(automation.nextRunAt as string) + 1_000;
    await scheduler.turn();
    await scheduler.turn();
    const after = (await user.call('GET', `/api/automations/${automation.id}`)).json() as Automation;
    expect(after).toMatchObject({ status: 'paused', nextRunAt: null, lastProblem: { cause: 'plan' } });
    expect(after.pausedReason).toMatch(/^Paused: a run could not start, and trying again cannot help\./);
    const mine = notices.filter((notice) => notice.automationId === automation.id);
    expect(mine).toEqual([expect.objectContaining({ cause: 'plan', paused: true, to: user.email })]);
    const history = (await user.call('GET', `/api/automations/${automation.id}/runs`)).json() as AutomationRunList;
    expect(history.runs.map((entry) => entry.status)).toEqual(['refused']);
  });
});

describe('a chain with mapped results', () => {
  it("starts the follower once with the finished run's summary as its text, and both runs name what started them", async () => {
    const user = await account('Creator');
    const follower = await user.call('POST', '/api/automations', {
      name: 'Brief read aloud',
      taskId: 'listen-to-a-brief',
      parameters: { text: text('placeholder'), voice: text('en-gb') },
      trigger: { kind: 'after-task', afterTaskId: 'summarise-text', inputs: { text: 'Summary' } },
      timeZone: 'UTC',
    });
    expect(follower.statusCode, follower.body).toBe(201);
    const chain = follower.json() as Automation;
    const started = await user.call('POST', '/api/execute/task?_=1&wait=30', {
      taskId: 'summarise-text',
      parameters: summary,
      character: { name: 'EMPTY', content: '' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { requestId } = JSON.parse((started.json() as { body: string }).body) as { requestId: string };
    const first = (await user.call('GET', `/api/runs/${requestId}`)).json() as RunDetail;
    expect(first.status).toBe('COMPLETED');
    expect(first.automation).toBeUndefined();
    const summaryText = first.results.find((result) => result.parameter.name === 'Summary')?.parameter.value[0]?.text;
    expect(summaryText).toBeTruthy();
    await scheduler.turn();
    await scheduler.turn();
    const entries = (await user.call('GET', `/api/automations/${chain.id}/runs`)).json() as AutomationRunList;
    expect(entries.runs.map((entry) => [entry.trigger, entry.status, entry.reason])).toEqual([
      ['after-task', 'started', null],
    ]);
    const second = (await user.call('GET', `/api/runs/${entries.runs[0]?.runId}`)).json() as RunDetail;
    expect(second.automation).toEqual({ id: chain.id, name: 'Brief read aloud' });
    expect(second.inputs.find((input) => input.name === 'text')?.value).toBe(summaryText);
  });
});
