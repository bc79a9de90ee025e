import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { until } from '../testing/until.ts';
import type { OpenAutomations } from './open-automations.ts';
import { sleepingAutomations } from './testing/sleeping-automations.ts';

// Decision 170 and 173 on PostgreSQL: a change of an automation made in one process wakes another
// process's sleeping scheduler through NOTIFY, and that process reads again whose runs' ends wake
// it. The other process's scheduler is opened here over the same database, with its safety-net
// sleep an hour long, so that nothing but a wake turns it.

let server: TestServer;
let other: OpenAutomations;
const warnings: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ automations: { turn: false } });
});
afterAll(async () => {
  await other?.stop();
  await server?.close();
});

describe('wakes across processes (decision 170, 173)', () => {
  it('a change wakes a sleeping scheduler, and its owner’s runs wake it from then on', async () => {
    const { db, database } = server.app.taskwell;
    expect(database.kind).toBe('postgres');
    const email = 'notified@example.com';
    const token = await server.signIn(email);
    await setPlan(server.app, email, 'Explorer');
    await db.update(accounts).set({ balance: 100 }).where(eq(accounts.email, email));
    other = sleepingAutomations(server, warnings);
    await other.start();
    const { scheduler } = other;
    const asleep = await until('the first turn', () => (scheduler.turns >= 1 ? scheduler.turns : undefined));

    // Made through the API, whose process announces it: the other scheduler turns.
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/automations',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: 'Weekly card by e-mail',
        taskId: 'quote-card',
        parameters: {
          quote: { metadata: { 'Content-Type': 'text/plain' }, value: 'Plain words win.' },
          author: { metadata: { 'Content-Type': 'text/plain' }, value: 'Ada' },
          link: { metadata: { 'Content-Type': 'text/plain' }, value: 'https://example.com' },
        },
        trigger: { kind: 'schedule', schedule: { kind: 'weekly', days: ['mon'], time: '09:00' } },
        timeZone: 'Europe/London',
        delivery: { kind: 'email' },
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const woken = await until('a turn after the change', () =>
      scheduler.turns > asleep ? scheduler.turns : undefined,
    );

    // The owner now has an automation that delivers: their run's end wakes it too.
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/execute/task?wait=60',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        taskId: 'quote-card',
        parameters: {
          quote: { metadata: { 'Content-Type': 'text/plain' }, value: 'Kept promises.' },
          author: { metadata: { 'Content-Type': 'text/plain' }, value: 'Ada' },
          link: { metadata: { 'Content-Type': 'text/plain' }, value: 'https://example.com' },
        },
        character: { name: 'EMPTY', content: '' },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    await until('a turn after the run’s end', () => (scheduler.turns > woken ? true : undefined));
    expect(warnings).toEqual([]);
  });
});
