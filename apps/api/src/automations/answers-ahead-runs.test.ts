import type { Automation, AutomationRunList, RunDetail } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { AutomationScheduler } from './automation-scheduler.ts';
import { schedulerUnderTest } from './testing/scheduler-under-test.ts';

// Decision 176: an automation keeps answers to the questions its task asks mid-run, checked at
// save, and each run it starts (a scheduled moment, "run now") goes past those pauses with them;
// a question left unanswered still pauses the run for a person.

let clock = Date.parse('2026-06-01T08:00:00Z');
let server: TestServer;
let scheduler: AutomationScheduler;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, automations: { turn: false } });
  scheduler = schedulerUnderTest(server.app.taskwell, { now: () => new Date(clock) });
});
afterAll(async () => {
  await server?.close();
});

const text = (value: string) => ({ metadata: { 'Content-Type': 'text/plain' }, value });
const approval = (answers: Record<string, string>) => ({
  name: 'Weekly announcement',
  taskId: 'announcement-approval',
  parameters: { draft: text('We open a new office in Lyon in May.') },
  trigger: { kind: 'schedule', schedule: { kind: 'daily', time: '09:00' } },
  timeZone: 'UTC',
  delivery: { kind: 'assets' },
  answers,
});

async function account(email: string) {
  const token = await server.signIn(email);
  await setPlan(server.app, email, 'Explorer');
  await server.app.taskwell.db.update(accounts).set({ balance: 100 }).where(eq(accounts.email, email));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { call, runs: runClient(server.app, token) };
}

describe('answers given ahead', () => {
  it('refuses answers that do not fit the questions (422 naming the question), and keeps those that do', async () => {
    const user = await account('answers-check@example.com');
    const cases: { answers: Record<string, string>; says: string }[] = [
      { answers: { colour: 'blue' }, says: '"colour" is not a question this task asks' },
      { answers: { decision: 'Never' }, says: 'The answer to "decision" is one of: Publish as written' },
      { answers: { headline: 'one\ntwo' }, says: 'The answer to "headline" is one line.' },
    ];
    for (const { answers, says } of cases) {
      const reply = await user.call('POST', '/api/automations', approval(answers));
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'invalid_automation' });
      expect((reply.json() as { message: string }).message).toContain(says);
    }
    const made = await user.call('POST', '/api/automations', approval({ decision: 'Publish as written' }));
    expect(made.statusCode, made.body).toBe(201);
    const automation = made.json() as Automation;
    expect(automation.answers).toEqual({ decision: 'Publish as written' });
    const changed = await user.call(
      'PUT',
      `/api/automations/${automation.id}`,
      approval({ decision: 'Publish after the suggested changes', headline: 'Lyon' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Automation).answers).toEqual({
      decision: 'Publish after the suggested changes',
      headline: 'Lyon',
    });
  });

  it("passes the task's pauses with the saved answers on a scheduled run; an unanswered question still pauses", async () => {
    const user = await account('answers-run@example.com');
    const answered = await user.call(
      'POST',
      '/api/automations',
      approval({ decision: 'Publish as written', headline: 'A new office in Lyon' }),
    );
    expect(answered.statusCode, answered.body).toBe(201);
    const automation = answered.json() as Automation;
    clock = Date.parse('2026-06-01T09:00:30Z');
    await scheduler.turn();
    const history = (await user.call('GET', `/api/automations/${automation.id}/runs`)).json() as AutomationRunList;
    expect(history.runs.map((entry) => [entry.trigger, entry.status])).toEqual([['schedule', 'started']]);
    const runId = history.runs[0]?.runId as string;
    const settled = await user.runs.settle(runId);
    expect(settled.status, JSON.stringify(settled)).toBe('COMPLETED');
    const detail = (await user.call('GET', `/api/runs/${runId}`)).json() as RunDetail;
    expect(detail.automation).toEqual({ id: automation.id, name: 'Weekly announcement' });
    const report = detail.results.find((result) => result.parameter.name === 'Announcement');
    expect(JSON.stringify(report)).toContain('A new office in Lyon');

    const half = await user.call('POST', '/api/automations', {
      ...approval({ decision: 'Publish as written' }),
      name: 'Half answered',
    });
    expect(half.statusCode, half.body).toBe(201);
    const ran = await user.call('POST', `/api/automations/${(half.json() as Automation).id}/run`);
    expect(ran.statusCode, ran.body).toBe(202);
    const paused = await user.runs.settle(ran.json().runId);
    expect(paused.status).toBe('PAUSED');
    expect(paused.missing?.parameters.map((slot) => slot.parameter.name)).toEqual(['headline']);
  });
});
