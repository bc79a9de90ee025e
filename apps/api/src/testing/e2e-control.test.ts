import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../accounts/accounts.ts';
import { accounts, creditLedger } from '../db/schema.ts';
import { createServiceRegistry } from '../services/index.ts';
import {
  type FailingServices,
  HeldServices,
  RunChangeLog,
  startE2eControl,
  switchableServices,
} from './e2e-control.ts';
import { MovableClock } from './movable-clock.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let control: Awaited<ReturnType<typeof startE2eControl>>;
const failing: FailingServices = new Map();
const held = new HeldServices();
const changes = new RunChangeLog(() => 1_000);
let realMs = Date.parse('2026-11-20T10:00:00Z');
const payoutClock = new MovableClock(() => realMs);

beforeAll(async () => {
  server = await startTestServer({ services: switchableServices(createServiceRegistry(), failing, held) });
  control = await startE2eControl({
    db: server.app.taskwell.db,
    failing,
    held,
    now: Date.now,
    changes,
    payoutClock,
    limits: server.app.taskwell.limits,
  });
});
afterAll(async () => {
  await new Promise((resolve) => control.server.close(resolve));
  await server?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${control.url}${path}`, { method: 'POST', body: JSON.stringify(body) }).then((reply) => reply.status);

async function account(email: string) {
  const [row] = await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

describe('the end-to-end control endpoint', () => {
  it('should set a plan and a balance, keeping the ledger equal to the balance', async () => {
    await server.signIn('e2e@example.com');

    expect(await post('/accounts/plan', { email: 'e2e@example.com', plan: 'enterprise' })).toBe(204);
    expect(await post('/accounts/balance', { email: 'e2e@example.com', balance: 500 })).toBe(204);

    expect(await account('e2e@example.com')).toMatchObject({ plan: 'Enterprise', balance: 500 });
    expect(await ledgerSum(server.app.taskwell.db, 'e2e@example.com')).toBe(500);
  });

  it('should refuse an unknown account, plan or route', async () => {
    expect(await post('/accounts/plan', { email: 'nobody@example.com', plan: 'Creator' })).toBe(404);
    expect(await post('/accounts/plan', { email: 'e2e@example.com', plan: 'Platinum' })).toBe(400);
    expect(await post('/accounts/balance', { email: 'e2e@example.com', balance: -1 })).toBe(400);
    expect(await post('/nothing', {})).toBe(404);
  });

  it('should close each connection after its answer, so that no call reuses a socket the server is closing', async () => {
    let opened = 0;
    const count = () => {
      opened += 1;
    };
    control.server.on('connection', count);
    try {
      for (let call = 0; call < 3; call += 1) {
        const reply = await fetch(`${control.url}/runs/unknown/changes`);
        expect(reply.headers.get('connection')).toBe('close');
        await reply.json();
      }
    } finally {
      control.server.off('connection', count);
    }
    expect(opened).toBe(3);
  });

  it('should tell when a run took each status', async () => {
    changes.record({ runId: 'run-1', accountEmail: 'e2e@example.com', status: 'IN_PROGRESS' });
    changes.record({ runId: 'run-1', accountEmail: 'e2e@example.com', status: 'COMPLETED' });
    const reply = await fetch(`${control.url}/runs/run-1/changes`);
    expect(await reply.json()).toEqual([
      { status: 'IN_PROGRESS', at: 1_000 },
      { status: 'COMPLETED', at: 1_000 },
    ]);
    expect(await (await fetch(`${control.url}/runs/unknown/changes`)).json()).toEqual([]);
  });

  it("should list a run's ledger entries, oldest first, and none for an unknown run", async () => {
    await server.signIn('ledger-buyer@example.com');
    await server.signIn('ledger-creator@example.com');
    const db = server.app.taskwell.db;
    const entry = (accountEmail: string, delta: number, reason: string, at: number) => ({
      id: randomUUID(),
      accountEmail,
      delta,
      reason,
      balanceAfter: 100,
      runId: 'run-ledger',
      createdAt: new Date(at),
    });
    await db
      .insert(creditLedger)
      .values([
        entry('ledger-creator@example.com', 5, 'earning', 2_000),
        entry('ledger-buyer@example.com', -7, 'run', 1_000),
      ]);
    const reply = await fetch(`${control.url}/runs/run-ledger/ledger`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual([
      { accountEmail: 'ledger-buyer@example.com', delta: -7, reason: 'run' },
      { accountEmail: 'ledger-creator@example.com', delta: 5, reason: 'earning' },
    ]);
    expect(await (await fetch(`${control.url}/runs/unknown/ledger`)).json()).toEqual([]);
  });

  it("should make a service's next call fail once, as a run ends ERROR with its message", async () => {
    const service = switchableServices(createServiceRegistry(), failing).get('text.summary');
    expect(await post('/services/fail-next', { service: 'text.summary', message: 'The summariser is down.' })).toBe(
      204,
    );
    const context = { signal: new AbortController().signal, options: {} };
    const inputs = {
      text: {
        contentType: 'text/plain',
        bytes: Buffer.from(
          'Sales grew in spring. Costs stayed flat over the quarter. The team plans a second product.',
        ),
      },
    };
    await expect(service?.run(inputs, context)).rejects.toMatchObject({
      name: 'ServiceError',
      message: 'The summariser is down.',
    });
    await expect(service?.run(inputs, context)).resolves.toMatchObject({ contentType: 'text/markdown' });
  });

  it("should hold a service's calls until it is released, or until the run is stopped", async () => {
    const service = switchableServices(createServiceRegistry(), failing, held).get('text.summary');
    const inputs = {
      text: {
        contentType: 'text/plain',
        bytes: Buffer.from(
          'Sales grew in spring. Costs stayed flat over the quarter. The team plans a second product.',
        ),
      },
    };
    expect(await post('/services/hold', { service: 'text.summary' })).toBe(204);
    let settled = false;
    const call = service?.run(inputs, { signal: new AbortController().signal, options: {} }).finally(() => {
      settled = true;
    });
    // A later call of another service is not held, and the held call has not run meanwhile.
    const other = switchableServices(createServiceRegistry(), failing, held).get('text.language');
    await expect(other?.run(inputs, { signal: new AbortController().signal, options: {} })).resolves.toBeDefined();
    expect(settled).toBe(false);

    const stopped = new AbortController();
    const abandoned = service?.run(inputs, { signal: stopped.signal, options: {} });
    stopped.abort(new Error('The run was abandoned.'));
    await expect(abandoned).rejects.toThrow('The run was abandoned.');

    expect(await post('/services/release', { service: 'text.summary' })).toBe(204);
    await expect(call).resolves.toMatchObject({ contentType: 'text/markdown' });
    expect(await post('/services/release', { service: 'text.summary' })).toBe(404);
  });

  it("should move the payout schedule's clock, which goes on from there, and set it back to real time", async () => {
    expect(await post('/payouts/clock', { at: '2026-12-01T00:05:00Z' })).toBe(204);
    expect(new Date(payoutClock.now()).toISOString()).toBe('2026-12-01T00:05:00.000Z');
    realMs += 60_000;
    expect(new Date(payoutClock.now()).toISOString()).toBe('2026-12-01T00:06:00.000Z');
    expect(await post('/payouts/clock', { at: 'soon' })).toBe(400);
    expect(await post('/payouts/clock', { at: null })).toBe(204);
    expect(payoutClock.now()).toBe(realMs);
  });

  it("should end an address's minute between PIN mails, and that address's only", async () => {
    const ask = (email: string) =>
      server.app.inject({ method: 'POST', url: '/api/otp/request', payload: { email }, remoteAddress: '10.9.0.1' });
    expect((await ask('minute@example.com')).statusCode).toBe(200);
    expect((await ask('other-minute@example.com')).statusCode).toBe(200);
    expect((await ask('minute@example.com')).statusCode).toBe(429);

    expect(await post('/pins/minute-passed', { email: 'minute@example.com' })).toBe(204);
    expect((await ask('minute@example.com')).statusCode).toBe(200);
    expect((await ask('other-minute@example.com')).statusCode).toBe(429);
    expect(await post('/pins/minute-passed', {})).toBe(400);
  });
});
