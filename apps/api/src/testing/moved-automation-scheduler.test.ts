import type { Automation, AutomationRunList } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { HeldServices, RunChangeLog, startE2eControl } from './e2e-control.ts';
import { MovedAutomationScheduler } from './moved-automation-scheduler.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Issue 46: the e2e host's scheduler on a moved clock (POST /automations/clock) starts a weekly
// moment days away now, once, beside the server's own scheduler on real time; set back, it stops.

let server: TestServer;
let moved: MovedAutomationScheduler;
let control: Awaited<ReturnType<typeof startE2eControl>>;

beforeAll(async () => {
  server = await startTestServer();
  const { db, runtime } = server.app.taskwell;
  moved = new MovedAutomationScheduler({ db, runtime, log: server.app.log });
  control = await startE2eControl({
    db,
    failing: new Map(),
    held: new HeldServices(),
    now: Date.now,
    changes: new RunChangeLog(Date.now),
    moveAutomationClock: moved.moveTo,
  });
});
afterAll(async () => {
  await moved?.stop();
  await new Promise((resolve) => control?.server.close(resolve));
  await server?.close();
});

const clockTo = (at: string | null) =>
  fetch(`${control.url}/automations/clock`, { method: 'POST', body: JSON.stringify({ at }) }).then(
    (reply) => reply.status,
  );

describe('the e2e host scheduler on a moved clock', () => {
  it('should start a weekly moment days away once when the clock passes it, and stop when set back', async () => {
    const email = 'moved-clock@example.com';
    const token = await server.signIn(email);
    await setPlan(server.app, email, 'Explorer');
    await server.app.taskwell.db.update(accounts).set({ balance: 50 }).where(eq(accounts.email, email));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    // Two days from now, whatever today is: its weekday at 09:00 UTC.
    const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
    const day = days[(new Date().getUTCDay() + 2) % 7];
    const made = await call('POST', '/api/automations', {
      name: 'Weekly summary',
      taskId: 'summarise-text',
      parameters: {
        text: { metadata: { 'Content-Type': 'text/plain' }, value: 'The office opens in May.' },
        length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
      },
      trigger: { kind: 'schedule', schedule: { kind: 'weekly', days: [day], time: '09:00' } },
      timeZone: 'UTC',
    });
    expect(made.statusCode, made.body).toBe(201);
    const automation = made.json() as Automation;
    const moment = Date.parse(automation.nextRunAt as string);
    expect(moment).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    const history = async () =>
      ((await call('GET', `/api/automations/${automation.id}/runs`)).json() as AutomationRunList).runs;
    expect(await history()).toEqual([]);

    expect(await clockTo('soon')).toBe(400);
    expect(await clockTo(new Date(moment + 60_000).toISOString())).toBe(204);
    await expect
      .poll(async () => (await history()).map((entry) => [entry.status, entry.scheduledFor]), { timeout: 30_000 })
      .toEqual([['started', new Date(moment).toISOString()]]);
    expect(await clockTo(null)).toBe(204);
    // Set back: the moment was taken once, and the next one is a week on.
    const after = (await call('GET', `/api/automations/${automation.id}`)).json() as Automation;
    expect(Date.parse(after.nextRunAt as string)).toBe(moment + 7 * 24 * 3_600_000);
    expect(await history()).toHaveLength(1);
  });
});
