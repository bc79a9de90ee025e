import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../testing/test-server.ts';
import { NotificationListener } from './notification-listener.ts';

// LISTEN/NOTIFY on a real PostgreSQL server (PostgreSQL run only).
let database: Awaited<ReturnType<typeof testDatabase>>;
let url: string;
let admin: pg.Client;

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
  url = database.options.url;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

/** Connections of this database that LISTEN on something, by backend pid. */
async function listeningBackends(): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'taskwell-listener'",
  );
  return rows.map((row) => row.pid);
}

describe('the notification listener', () => {
  it('should share one connection between channels and hand each handler its payloads', async () => {
    const errors: Error[] = [];
    const listener = new NotificationListener({ url, onError: (error) => errors.push(error) });
    const first: (string | undefined)[] = [];
    const second: (string | undefined)[] = [];
    const stopFirst = await listener.listen('channel_one', (payload) => first.push(payload));
    await listener.listen('channel_two', (payload) => second.push(payload));
    expect(await listeningBackends()).toHaveLength(1);
    await admin.query("SELECT pg_notify('channel_one', 'run-1'), pg_notify('channel_two', 'run-2')");
    await vi.waitFor(
      () =>
        expect([first, second]).toEqual([
          [undefined, 'run-1'],
          [undefined, 'run-2'],
        ]),
      {
        timeout: 10_000,
        interval: 10,
      },
    );
    await stopFirst();
    await admin.query("SELECT pg_notify('channel_one', 'run-3'), pg_notify('channel_two', 'run-4')");
    await vi.waitFor(() => expect(second.at(-1)).toBe('run-4'), { timeout: 10_000, interval: 10 });
    expect(first).toEqual([undefined, 'run-1']);
    await listener.close();
    await vi.waitFor(async () => expect(await listeningBackends()).toEqual([]), { timeout: 10_000, interval: 20 });
    expect(errors).toEqual([]);
  });

  it('given its connection killed should reconnect, say so to its handlers, and hear later notifications', async () => {
    const errors: Error[] = [];
    let reconnected = 0;
    const listener = new NotificationListener({
      url,
      onError: (error) => errors.push(error),
      onReconnected: () => {
        reconnected += 1;
      },
      retryMs: 50,
    });
    const heard: (string | undefined)[] = [];
    // Issue 42: whoever waits on a notification hears at once that none will come for a while.
    const events: string[] = [];
    const stopHearingDrops = listener.onDown(() => events.push(`down after ${heard.length}`));
    await listener.listen('channel_three', (payload) => heard.push(payload));
    const [pid] = await listeningBackends();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    // Told once at the start and once after the reconnection: what was sent meanwhile is lost.
    await vi.waitFor(() => expect(heard).toEqual([undefined, undefined]), { timeout: 20_000, interval: 10 });
    expect([events, reconnected]).toEqual([['down after 1'], 1]);
    stopHearingDrops();
    expect(await listeningBackends()).not.toContain(pid);
    await admin.query("SELECT pg_notify('channel_three', 'after')");
    await vi.waitFor(() => expect(heard.at(-1)).toBe('after'), { timeout: 10_000, interval: 10 });
    expect(errors.length).toBeGreaterThanOrEqual(1);
    await listener.close();
  });
});
