import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationRuns, automations } from '../db/automation-schema.ts';
import { newRowId } from '../db/row-ids.ts';
import { accounts, creditLedger, runs } from '../db/schema.ts';
import { exited, type RunProcess, startRunProcess } from '../runtime/testing/run-process.ts';
import { testTask, writeCatalogue } from '../runtime/testing/test-catalogue.ts';
import { testServices } from '../runtime/testing/test-services.ts';
import { assetStoreEnv } from '../testing/s3-server.ts';
import { startTestServer, type TestServer, testDatabase } from '../testing/test-server.ts';
import { until } from '../testing/until.ts';

// Issue 46, acceptance 2 in test form (decision 153): on PostgreSQL, 200 automations due at the
// same moment, two worker processes racing for them, one killed (SIGKILL) as the first starts
// appear and a third started in its place: exactly one run per automation, none twice, none
// lost, each charged once.

const automationCount = 200;
const accountCount = 20;
const children: ChildProcess[] = [];
let dataDir: string;
let server: TestServer;
let drop: () => Promise<void>;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-automations-once-'));
  const catalogue = await writeCatalogue(
    [
      testTask('quick', {
        sequence: [{ step: 'one', service: 'test.upper', output: 'One', inputs: { text: { param: 'text' } } }],
      }),
    ],
    dataDir,
  );
  const database = await testDatabase();
  drop = database.drop;
  server = await startTestServer({
    catalogueFile: catalogue,
    services: testServices(),
    dataDir,
    database: database.options,
    runtime: { worker: false },
    automations: { turn: false },
  });
  const url = database.options.kind === 'postgres' ? database.options.url : '';
  env = {
    DATA_DIR: dataDir,
    TEST_CATALOGUE: catalogue,
    DATABASE_URL: url,
    TEST_AUTOMATION_CLAIM_MS: '1500',
    ...assetStoreEnv(server.bucket),
  };
}, 120_000);

afterAll(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await server?.close();
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
});

function worker(): RunProcess {
  const started = startRunProcess(env);
  children.push(started.child);
  return started;
}

describe('200 automations due at once, two workers racing, one killed (decision 153)', () => {
  it('starts exactly one run per automation, each charged once', async () => {
    const { db } = server.app.taskwell;
    const emails: string[] = [];
    for (let index = 0; index < accountCount; index += 1) {
      const email = `once-${index}@example.com`;
      await server.signIn(email);
      emails.push(email);
    }
    await db.update(accounts).set({ plan: 'Enterprise', balance: 1000 }).where(inArray(accounts.email, emails));
    const at = new Date();
    const ids = Array.from({ length: automationCount }, () => newRowId());
    await db.insert(automations).values(
      ids.map((id, index) => ({
        id,
        ownerEmail: emails[index % accountCount] as string,
        name: `Automation ${index}`,
        taskId: 'quick',
        listingId: null,
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: `text ${index}` } },
        trigger: { kind: 'schedule' as const, schedule: { kind: 'daily' as const, time: '03:00' } },
        timeZone: 'UTC',
        missed: 'run-once' as const,
        delivery: { kind: 'assets' as const },
        status: 'active' as const,
        // Not due until both workers are up.
        nextRunAt: null,
        createdAt: at,
        updatedAt: at,
      })),
    );
    const doomed = worker();
    const survivor = worker();
    await Promise.all([doomed.printed('ready', 90_000), survivor.printed('ready', 90_000)]);

    // Every one due at the same moment; the doomed worker is killed as the first starts appear.
    await db.execute(sql`UPDATE automations SET next_run_at = now() WHERE id IN ${sql.raw(`('${ids.join("','")}')`)}`);
    await until('the first entries', async () => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(automationRuns);
      return (row?.count ?? 0) > 0 ? true : undefined;
    });
    doomed.child.kill('SIGKILL');
    await exited(doomed.child);
    const restarted = worker();
    await restarted.printed('ready', 90_000);

    await until('every entry started', async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(automationRuns)
        .where(eq(automationRuns.status, 'started'));
      return row?.count === automationCount ? true : undefined;
    });
    const entries = await db.select().from(automationRuns);
    expect(entries).toHaveLength(automationCount);
    expect(new Set(entries.map((entry) => entry.automationId)).size).toBe(automationCount);
    const runIds = entries.map((entry) => entry.runId as string);
    expect(new Set(runIds).size).toBe(automationCount);
    const made = await db.select({ id: runs.id }).from(runs).where(inArray(runs.accountEmail, emails));
    expect(made.map((run) => run.id).sort()).toEqual([...runIds].sort());
    const charges = await db
      .select({ runId: creditLedger.runId })
      .from(creditLedger)
      .where(sql`${creditLedger.reason} = 'run' AND ${inArray(creditLedger.accountEmail, emails)}`);
    expect(charges.map((charge) => charge.runId).sort()).toEqual([...runIds].sort());
    // Nothing due again today: each moved to its next day.
    const next = await db.select({ nextRunAt: automations.nextRunAt }).from(automations);
    expect(next.every((row) => (row.nextRunAt?.getTime() ?? 0) > at.getTime())).toBe(true);
  }, 300_000);
});
