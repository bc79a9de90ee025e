import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { listeningBase } from '../runtime/testing/event-streams.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { startTestServer, type TestServer, testDatabase } from '../testing/test-server.ts';

// Issue 29, point 9 (PostgreSQL run only): two API processes on one database keep one account's
// event-stream limit between them, and a logout through one is refused by the other at once, not
// when its cache of checked tokens runs out.
let database: Awaited<ReturnType<typeof testDatabase>>;
let first: TestServer;
let second: TestServer;
const opened: AbortController[] = [];

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  // Several processes on one database share the signing key (README); the cache is made long, so
  // that a logout seen only when it runs out could not pass for one seen at once.
  const shared = {
    database: database.options,
    sessionSigningKey: randomBytes(32).toString('base64url'),
    sessionCacheMs: 120_000,
    eventStreams: { perAccount: 2 },
  };
  first = await startTestServer(shared);
  second = await startTestServer(shared);
}, 180_000);

afterAll(async () => {
  for (const controller of opened) controller.abort();
  await first?.close();
  await second?.close();
  await database?.drop();
});

/** Opens a run's event stream over HTTP; the stream stays open until `close` (a paused run's does). */
async function openStream(server: TestServer, token: string, runId: string) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(`${await listeningBase(server.app)}/api/request/events/${runId}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    controller.abort();
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), close: () => controller.abort() };
}

/** Calls `probe` until it answers `want` or `timeoutMs` has passed; gives the last answer. */
async function until<T>(probe: () => Promise<T>, want: T, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (last !== want && Date.now() < deadline) {
    await sleep(50);
    last = await probe();
  }
  return last;
}

describe('given two API processes on one database', () => {
  it("should hold an account's open event streams to its limit across both", async () => {
    const token = await first.signIn('streams-everywhere@example.com');
    // The pausing task is on a paid plan: its stream stays open until the run is answered.
    await first.app.taskwell.db
      .update(accounts)
      .set({ plan: 'Enterprise' })
      .where(eq(accounts.email, 'streams-everywhere@example.com'));
    const started = await runClient(first.app, token).execute('announcement-approval', { draft: 'Open in May.' });
    expect(started.statusCode, JSON.stringify(started.error)).toBe(200);
    const paused = await runClient(first.app, token).settle(started.document.requestId, 60_000);
    expect(paused.status).toBe('PAUSED');
    const runId = started.document.requestId;
    const one = await openStream(first, token, runId);
    const two = await openStream(first, token, runId);
    expect([one.status, two.status]).toEqual([200, 200]);
    const third = await openStream(second, token, runId);
    expect(third.status).toBe(429);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
    // A stream that ends gives its place back, for any process.
    one.close();
    const status = await until(
      async () => {
        const attempt = await openStream(second, token, runId);
        if (attempt.status === 200) attempt.close();
        return attempt.status;
      },
      200,
      30_000,
    );
    expect(status).toBe(200);
    two.close();
  });

  it('should refuse a session logged out through the other process at once', async () => {
    const token = await first.signIn('leaving-everywhere@example.com');
    const profile = () =>
      second.app
        .inject({ method: 'GET', url: '/api/otp/profile', headers: { authorization: `Bearer ${token}` } })
        .then((reply) => reply.statusCode);
    // The second process has checked the token, and trusts it for its cache time.
    expect(await profile()).toBe(200);
    const loggedOut = await first.app.inject({
      method: 'POST',
      url: '/api/otp/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(loggedOut.statusCode).toBe(204);
    const startedWaiting = Date.now();
    expect(await until(profile, 401, 10_000)).toBe(401);
    // Far below the cache's 120 s: the logout was heard, not waited out.
    expect(Date.now() - startedWaiting).toBeLessThan(10_000);
  });
});
