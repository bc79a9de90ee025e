import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationRuns } from '../db/automation-schema.ts';
import { accounts, runs } from '../db/schema.ts';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { until } from '../testing/until.ts';
import type { OpenAutomations } from './open-automations.ts';
import { sleepingAutomations } from './testing/sleeping-automations.ts';

// Decision 173: a run's end wakes the scheduler only when it has something to do for it. A plain
// run of an account without automations turns it not at all; a completed run of a task an "after
// another task" automation follows turns it once (and the follower's own run, followed by
// nothing, not again). Counted by the scheduler's turns, with its safety-net sleep an hour long,
// so that nothing but a wake can turn it.

let server: TestServer;
let automations: OpenAutomations;
const warnings: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ automations: { turn: false } });
});
afterAll(async () => {
  await automations?.stop();
  await server?.close();
});

async function account(email: string, plan: string) {
  const token = await server.signIn(email);
  await setPlan(server.app, email, plan);
  await server.app.taskwell.db.update(accounts).set({ balance: 100 }).where(eq(accounts.email, email));
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}

const quoteCard = {
  taskId: 'quote-card',
  parameters: {
    quote: { metadata: { 'Content-Type': 'text/plain' }, value: 'Plain words win.' },
    author: { metadata: { 'Content-Type': 'text/plain' }, value: 'Ada' },
    link: { metadata: { 'Content-Type': 'text/plain' }, value: 'https://example.com' },
  },
  character: { name: 'EMPTY', content: '' },
};

/** Starts a quote card and waits for its end: the run's status. */
async function runToEnd(call: Awaited<ReturnType<typeof account>>): Promise<string> {
  const reply = await call('POST', '/api/execute/task?wait=60', quoteCard);
  expect(reply.statusCode, reply.body).toBe(200);
  return (JSON.parse((reply.json() as { body: string }).body) as { status: string }).status;
}

describe('what a run’s end wakes (decision 173)', () => {
  it('turns for a followed run only, not for a plain one', async () => {
    const { db } = server.app.taskwell;
    const plain = await account('plain-runs@example.com', 'Explorer');
    const follows = await account('follows@example.com', 'Creator');
    const made = await follows('POST', '/api/automations', {
      name: 'Summary after a quote card',
      taskId: 'summarise-text',
      parameters: {
        text: {
          metadata: { 'Content-Type': 'text/plain' },
          value: 'The office opens in May. It has a garden. Staff may bring their dogs on Fridays.',
        },
        length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
      },
      trigger: { kind: 'after-task', afterTaskId: 'quote-card' },
      timeZone: 'UTC',
    });
    expect(made.statusCode, made.body).toBe(201);
    const followerId = (made.json() as { id: string }).id;

    automations = sleepingAutomations(server, warnings);
    await automations.start();
    const { scheduler } = automations;
    const before = await until('the first turn', async () => (scheduler.turns >= 1 ? scheduler.turns : undefined));

    // A plain run's end: no turn (one would have come before the next run ends).
    expect(await runToEnd(plain)).toBe('COMPLETED');
    // The followed task's run: one turn, which starts the follower's run.
    expect(await runToEnd(follows)).toBe('COMPLETED');
    const entry = await until('the follower started', async () => {
      const [row] = await db.select().from(automationRuns).where(eq(automationRuns.automationId, followerId));
      return row?.status === 'started' ? row : undefined;
    });
    await until('the follower’s run ended', async () => {
      const [row] = await db
        .select({ status: runs.status })
        .from(runs)
        .where(eq(runs.id, entry.runId as string));
      return row?.status === 'COMPLETED' ? true : undefined;
    });
    // Another plain run after it: a turn the follower's end had asked for would have come by now.
    expect(await runToEnd(plain)).toBe('COMPLETED');
    expect(scheduler.turns - before).toBe(1);
    expect(warnings).toEqual([]);
  });
});
