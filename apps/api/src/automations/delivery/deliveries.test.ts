import { createHmac } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Automation, AutomationDeliveryList, AutomationDeliveryPayload, RunDetail } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { setPlan } from '../../organizations/testing/organization-calls.ts';
import { readMail, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import type { AutomationScheduler } from '../automation-scheduler.ts';
import { problemMail } from '../start-problems.ts';
import { schedulerUnderTest } from '../testing/scheduler-under-test.ts';
import { DeliverySender } from './delivery-sender.ts';
import { type DeliveryOutbound, openDeliveryOutbound } from './open-delivery.ts';

// Decision 170: a finished run of an automation is delivered by e-mail (the real SMTP capture) or
// by a signed webhook (a receiver started here, on loopback as the operator may allow), retried
// with back-off on a moved clock, each delivery listed; a failed run is delivered as a failure.

let clock = Date.parse('2026-05-04T08:00:00Z');
let server: TestServer;
let smtp: SmtpCapture;
let receiver: Server;
let receiverUrl: string;
let outbound: DeliveryOutbound;
let scheduler: AutomationScheduler;
/** What the receiver answers next (status codes, first first; 200 when none is left). */
const answers: number[] = [];
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  receiver = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/taskwell`;
  server = await startTestServer({ now: () => clock, automations: { turn: false } });
  const { db, runtime } = server.app.taskwell;
  const now = () => new Date(clock);
  outbound = openDeliveryOutbound({
    db,
    now,
    settings: { dataDir: server.dataDir, smtpUrl: smtp.url, policy: { allowLoopback: true } },
    log: { info: () => undefined },
  });
  const sender = new DeliverySender({
    db,
    now,
    runDetail: (email, runId) => runtime.runDetail({ email, runId }),
    ...outbound,
  });
  scheduler = schedulerUnderTest(server.app.taskwell, { now, deliveries: sender });
});
afterAll(async () => {
  await outbound?.close();
  await server?.close();
  await smtp?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

const summary = {
  text: {
    metadata: { 'Content-Type': 'text/plain' },
    value: 'The office opens in May. It has a garden. Staff may bring their dogs on Fridays.',
  },
  length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
};

let accountCount = 0;
async function creator(delivery: object, parameters: object = summary) {
  accountCount += 1;
  const email = `delivery-${accountCount}@example.com`;
  const token = await server.signIn(email);
  await setPlan(server.app, email, 'Creator');
  await server.app.taskwell.db.update(accounts).set({ balance: 100 }).where(eq(accounts.email, email));
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const made = await call('POST', '/api/automations', {
    name: 'Weekly brief',
    taskId: 'summarise-text',
    parameters,
    trigger: { kind: 'schedule', schedule: { kind: 'weekly', days: ['mon'], time: '09:00' } },
    timeZone: 'Europe/London',
    delivery,
  });
  expect(made.statusCode, made.body).toBe(201);
  const automation = made.json() as Automation;
  /** Runs it now and waits until the run has finished. */
  const runOnce = async (want = 'COMPLETED') => {
    const ran = await call('POST', `/api/automations/${automation.id}/run`);
    expect(ran.statusCode, ran.body).toBe(202);
    const runId = ran.json().runId as string;
    await vi.waitFor(
      async () => {
        const detail = (await call('GET', `/api/runs/${runId}`)).json() as RunDetail;
        expect(['COMPLETED', 'ERROR', 'ABORTED']).toContain(detail.status);
      },
      { timeout: 60_000, interval: 50 },
    );
    const detail = (await call('GET', `/api/runs/${runId}`)).json() as RunDetail;
    expect(detail.status, detail.message).toBe(want);
    return runId;
  };
  const deliveries = async () =>
    ((await call('GET', `/api/automations/${automation.id}/deliveries`)).json() as AutomationDeliveryList).deliveries;
  return { email, automation, call, runOnce, deliveries };
}

/** Turns the scheduler and waits for the deliveries it sends beside the turn. */
async function turn() {
  await scheduler.turn();
  await scheduler.delivered();
}

describe('delivery by e-mail', () => {
  it("mails the run's text results to the address, once, and lists the delivery", async () => {
    const user = await creator({ kind: 'email', email: 'team@example.com' });
    expect(user.automation.deliverySecret).toBeUndefined();
    const runId = await user.runOnce();
    await turn();
    await turn();
    const mails = smtp.mails.filter((mail) => mail.to.includes('team@example.com'));
    expect(mails).toHaveLength(1);
    const mail = readMail((mails[0] as (typeof mails)[0]).raw);
    expect(mail.headers.get('subject')).toBe('Weekly brief: results of Summarise a Text');
    expect(mail.text).toContain('--- Summary ---');
    expect(mail.text).toContain('Everything is also in My Assets');
    expect(await user.deliveries()).toEqual([
      expect.objectContaining({ runId, channel: 'email', status: 'delivered', outcome: 'completed', attempts: 1 }),
    ]);
  });

  it('delivers a failed run as a failure, with the reason', async () => {
    const short = { ...summary, text: { metadata: { 'Content-Type': 'text/plain' }, value: 'Too short.' } };
    const user = await creator({ kind: 'email', email: 'failures@example.com' }, short);
    await user.runOnce('ERROR');
    await turn();
    const mails = smtp.mails.filter((mail) => mail.to.includes('failures@example.com'));
    expect(mails).toHaveLength(1);
    const mail = readMail((mails[0] as (typeof mails)[0]).raw);
    expect(mail.headers.get('subject')).toBe('Weekly brief: the run of Summarise a Text failed');
    expect(mail.text).toContain('The text is too short to summarise');
    expect(await user.deliveries()).toEqual([
      expect.objectContaining({ channel: 'email', status: 'delivered', outcome: 'failed' }),
    ]);
  });
});

describe('delivery by outbound webhook', () => {
  it('posts signed JSON, is tried again after the back-off when refused, and is listed delivered', async () => {
    const user = await creator({ kind: 'webhook', url: receiverUrl });
    const secret = user.automation.deliverySecret as string;
    expect(secret).toMatch(/^whsec_/);
    // Shown once: a read of the automation does not carry it.
    expect((await user.call('GET', `/api/automations/${user.automation.id}`)).json().deliverySecret).toBeUndefined();
    const runId = await user.runOnce();
    answers.push(503);
    const before = received.length;
    await turn();
    expect(received.length).toBe(before + 1);
    const [pending] = await user.deliveries();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, reason: 'The address answered HTTP 503.' });
    expect(Date.parse(pending?.nextAttemptAt ?? '')).toBe(clock + 30_000);
    // Not before its time.
    await turn();
    expect(received.length).toBe(before + 1);
    clock += 30_000;
    await turn();
    expect(received.length).toBe(before + 2);
    const last = received.at(-1) as (typeof received)[0];
    const signature = String(last.headers['taskwell-signature']);
    const t = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature);
    expect(t).not.toBeNull();
    const want = createHmac('sha256', secret).update(`${t?.[1]}.${last.body}`).digest('hex');
    expect(t?.[2]).toBe(want);
    expect(last.headers['taskwell-event']).toBe('run.completed');
    expect(last.headers['taskwell-delivery']).toBe(pending?.id);
    const payload = JSON.parse(last.body) as AutomationDeliveryPayload;
    expect(payload).toMatchObject({
      deliveryId: pending?.id,
      event: 'run.completed',
      automation: { id: user.automation.id, name: 'Weekly brief' },
      run: { id: runId, taskId: 'summarise-text', status: 'COMPLETED', reason: null },
    });
    expect(payload.results.some((result) => result.kind === 'text' && result.name === 'Summary')).toBe(true);
    expect(await user.deliveries()).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2, reason: null, nextAttemptAt: null }),
    ]);
  });

  it('gives up after five attempts, failed with the reason', async () => {
    const user = await creator({ kind: 'webhook', url: receiverUrl });
    await user.runOnce();
    answers.push(500, 500, 500, 500, 500);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await turn();
      clock += 40 * 60_000;
    }
    expect(await user.deliveries()).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 5, reason: 'The address answered HTTP 500.' }),
    ]);
  });

  it('refuses a private address the operator has not allowed, as a failed attempt that says why', async () => {
    const guarded = openDeliveryOutbound({
      db: server.app.taskwell.db,
      now: () => new Date(clock),
      settings: { dataDir: server.dataDir, policy: { allowLoopback: false } },
      log: { info: () => undefined },
    });
    try {
      await expect(guarded.fetch(receiverUrl, { method: 'POST', body: '{}' })).rejects.toThrow(/loopback/);
    } finally {
      await guarded.close();
    }
  });
});

describe('the notice of a start that could not be made', () => {
  it('names the automation, the cause and whether it is paused', () => {
    const mail = problemMail({
      automationName: 'Weekly brief',
      cause: 'withdrawn',
      reason: 'That listing was not found.',
      paused: true,
      studioUrl: 'https://studio.example.com',
    });
    expect(mail.subject).toBe('Weekly brief could not start');
    expect(mail.text).toContain('the task is no longer available');
    expect(mail.text).toContain('It is paused');
    expect(mail.text).toContain('https://studio.example.com/automations');
  });
});
