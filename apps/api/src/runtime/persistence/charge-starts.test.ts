import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../db/rolled-back.ts';
import { accounts, creditLedger, runs } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { newRunOf } from '../testing/new-run.ts';
import { testServices } from '../testing/test-services.ts';
import { chargeInTurns } from './charge-starts.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ catalogue: [], services: testServices() });
});
afterAll(async () => {
  await server?.close();
});

describe('given three starts of one account in one turn, the last with the id of a run that exists', () => {
  it('should create the first two, each charged once, and fail only the third', async () => {
    const email = 'three-starts@example.com';
    await server.signIn(email);
    const { db } = server.app.taskwell;
    const [before] = await db.select().from(accounts).where(eq(accounts.email, email));
    const existing = newRunOf(email, 1);
    expect(await chargeInTurns(db, [{ run: existing }])).toEqual(new Map([[expect.anything(), { created: true }]]));

    const starts = [
      { run: newRunOf(email, 1) },
      { run: newRunOf(email, 1) },
      { run: { ...newRunOf(email, 1), id: existing.id } },
    ];
    const outcomes = await chargeInTurns(db, starts);

    const [first, second, third] = starts.map((start) => outcomes.get(start));
    // The third's statement failed on the runs' primary key (23505, a unique violation) and wrote nothing.
    expect({ first, second, third: third && 'failed' in third ? sqlStateOf(third.failed) : third }).toEqual({
      first: { created: true },
      second: { created: true },
      third: '23505',
    });
    const [after] = await db.select().from(accounts).where(eq(accounts.email, email));
    expect(after?.balance).toBe((before?.balance ?? 0) - 3);
    const charges = await db.select().from(creditLedger).where(eq(creditLedger.accountEmail, email));
    expect(
      charges
        .filter((entry) => entry.reason === 'run')
        .map((entry) => entry.runId)
        .sort(),
    ).toEqual([existing.id, starts[0]?.run.id, starts[1]?.run.id].sort());
    const created = await db.select({ id: runs.id }).from(runs).where(eq(runs.accountEmail, email));
    expect(created).toHaveLength(3);
  });
});
