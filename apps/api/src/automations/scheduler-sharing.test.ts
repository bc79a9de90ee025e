import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationRuns, automations } from '../db/automation-schema.ts';
import { newRowId } from '../db/row-ids.ts';
import { accounts } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { StartRunPort } from './automation-starter.ts';
import { schedulerUnderTest } from './testing/scheduler-under-test.ts';

// Decision 173: a scheduler claims no more entries than it starts at once, so that the other
// processes share a crowded moment and a process stopped (SIGTERM) during it ends its turn after
// the starts in hand, holding nothing they must wait for. (It claimed the whole batch of 500 and
// started every one of them before its stop ended, past the shutdown's limit.)

const clock = Date.parse('2026-06-01T09:00:00Z');
let server: TestServer;
const email = 'sharing@example.com';

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, automations: { turn: false } });
  await server.signIn(email);
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Enterprise', balance: 1000 })
    .where(eq(accounts.email, email));
});
afterAll(async () => {
  await server?.close();
});

/** A start that waits until the test lets it through, so that the test can stop the scheduler mid-turn. */
function gatedStarts(startRun: StartRunPort) {
  const waiting: (() => void)[] = [];
  let entered = 0;
  let onEnter: () => void = () => undefined;
  const port: StartRunPort = async (start) => {
    entered += 1;
    onEnter();
    await new Promise<void>((resolve) => waiting.push(resolve));
    return startRun(start);
  };
  return {
    port,
    /** Resolves once `count` starts are waiting. */
    entered: (count: number) =>
      new Promise<void>((resolve) => {
        onEnter = () => {
          if (entered >= count) resolve();
        };
        onEnter();
      }),
    release: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

describe('a crowded moment shared, and a stop mid-turn (decision 173)', () => {
  it('claims only what it starts at once, and a stop ends the turn after those, leaving the rest free', async () => {
    const { db, runtime } = server.app.taskwell;
    const now = () => new Date(clock);
    const ids = Array.from({ length: 12 }, () => newRowId());
    await db.insert(automations).values(
      ids.map((id, index) => ({
        id,
        ownerEmail: email,
        name: `Moment ${index}`,
        taskId: 'summarise-text',
        listingId: null,
        parameters: {
          text: {
            metadata: { 'Content-Type': 'text/plain' },
            value: 'The office opens in May. It has a garden. Staff may bring their dogs on Fridays.',
          },
          length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
        },
        trigger: { kind: 'schedule' as const, schedule: { kind: 'daily' as const, time: '09:00' } },
        timeZone: 'UTC',
        missed: 'run-once' as const,
        delivery: { kind: 'assets' as const },
        status: 'active' as const,
        nextRunAt: now(),
        createdAt: now(),
        updatedAt: now(),
      })),
    );
    const gate = gatedStarts((start) => runtime.startRun(start));
    const scheduler = schedulerUnderTest(server.app.taskwell, {
      now,
      startRun: gate.port,
      settings: { concurrency: 3 },
    });
    const turn = scheduler.turn();
    await gate.entered(3);
    // Three starts in hand: the other nine are recorded, pending, and held by nobody.
    const held = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(automationRuns)
      .where(and(eq(automationRuns.status, 'pending'), sql`${automationRuns.claimedUntil} IS NOT NULL`));
    expect(held[0]?.count).toBe(3);
    const stopping = scheduler.stop();
    gate.release();
    await stopping;
    expect(await turn).toEqual({ due: 12, started: 3, refused: 0 });
    const entries = await db.select().from(automationRuns);
    expect(entries.filter((entry) => entry.status === 'started')).toHaveLength(3);
    const free = await db
      .select({ id: automationRuns.id })
      .from(automationRuns)
      .where(and(eq(automationRuns.status, 'pending'), isNull(automationRuns.claimedUntil)));
    expect(free).toHaveLength(9);

    // Another process's scheduler takes them at once, each started once.
    const other = schedulerUnderTest(server.app.taskwell, { now, settings: { concurrency: 3 } });
    expect(await other.turn()).toEqual({ due: 0, started: 9, refused: 0 });
    const runIds = (await db.select({ runId: automationRuns.runId }).from(automationRuns)).map((row) => row.runId);
    expect(new Set(runIds).size).toBe(12);
  });
});
