import { connect as connectTo, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { startTestServer, type TestServer, testDatabase } from '../testing/test-server.ts';

// Issue 27, acceptance 5: /readyz answers 503 when the database or the bucket goes away (refused,
// or a connection that hangs) and 200 once it is back. The server reaches PostgreSQL and its
// S3-compatible server through TCP relays the test holds, which can stall every connection or drop
// them and stop listening. A check gives up after its limit (1.5 s, readiness-probes.ts), so a
// reply never waits on a hanging connection: each reply here is held to a bound that only a wait
// without the limit could pass (a statement on a stalled connection waits for as long as the
// stall lasts), not to a time a busy machine may miss. That a hanging check ends at its limit is
// readiness-probes.test.ts's to prove.

/** A TCP relay in front of a server (PostgreSQL, the S3-compatible one) that can hang or go away. */
function relay(target: { host: string; port: number }) {
  const pairs = new Set<[Socket, Socket]>();
  let stalled = false;
  const connect = (client: Socket) => {
    const upstream = connectTo(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    if (stalled) {
      client.pause();
      upstream.pause();
    }
  };
  let server: Server = createServer(connect);
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    /** Every connection stops carrying bytes, new ones too: statements hang. */
    stall() {
      stalled = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    /** Bytes flow again on every connection. */
    resume() {
      stalled = false;
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        upstream.resume();
      }
    },
    /** Every connection is cut and the port refuses new ones. */
    async goAway() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const [client, upstream] of [...pairs]) {
          client.destroy();
          upstream.destroy();
        }
      });
      server = createServer(connect);
    },
    comeBack: () => listen(),
    async close() {
      for (const [client, upstream] of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

let server: TestServer;
let database: Awaited<ReturnType<typeof testDatabase>>;
let tcp: ReturnType<typeof relay>;
let s3: TestS3Server;
let s3Relay: ReturnType<typeof relay>;

beforeAll(async () => {
  database = await testDatabase();
  if (database.options.kind !== 'postgres') throw new Error('the PostgreSQL run gives a PostgreSQL database');
  const url = new URL(database.options.url);
  tcp = relay({ host: url.hostname, port: Number(url.port || 5432) });
  await tcp.listen();
  url.hostname = '127.0.0.1';
  url.port = String(tcp.port);
  s3 = await startS3Server();
  const endpoint = new URL(s3.settings.endpoint ?? '');
  s3Relay = relay({ host: endpoint.hostname, port: Number(endpoint.port) });
  await s3Relay.listen();
  endpoint.port = String(s3Relay.port);
  server = await startTestServer({
    database: { kind: 'postgres', url: url.toString(), maxConnections: 5 },
    assetStorage: { kind: 's3', s3: { ...s3.settings, endpoint: endpoint.origin } },
  });
});
afterAll(async () => {
  for (const held of [tcp, s3Relay]) {
    held?.resume();
    await held?.comeBack().catch(() => undefined);
  }
  await server?.close();
  await tcp?.close();
  await s3Relay?.close();
  await s3?.stop();
  await database?.drop();
});

/** `/readyz` with how long it took. */
async function ready(): Promise<{ statusCode: number; ms: number; body: { details?: { path: string }[] } }> {
  const started = performance.now();
  const response = await server.app.inject({ method: 'GET', url: '/readyz' });
  return { statusCode: response.statusCode, ms: performance.now() - started, body: response.json() };
}

/** Far above a check's limit (1.5 s) on a busy machine, far below a stall's length (the test's). */
const boundMs = 15_000;

/**
 * `/readyz` until it answers 503, each reply within the bound: a round of checks answers every
 * caller for a second (decision 114), so the first replies after a part went away may still be the
 * round before. Gives the 503's reply; the last 200 after 30 s.
 */
async function notReady(): Promise<Awaited<ReturnType<typeof ready>>> {
  const until = Date.now() + 30_000;
  let last = await ready();
  while (last.statusCode === 200 && Date.now() < until) {
    expect(last.ms).toBeLessThan(boundMs);
    last = await ready();
  }
  return last;
}

/** `/readyz` until it answers 200 (the pool opens new connections), at most 20 s. */
async function readyAgain(): Promise<number> {
  const until = Date.now() + 20_000;
  let last = await ready();
  while (last.statusCode !== 200 && Date.now() < until) last = await ready();
  return last.statusCode;
}

describe('/readyz on PostgreSQL', () => {
  it('given the database answering should answer 200', async () => {
    expect((await ready()).statusCode).toBe(200);
  });

  it('given every connection hanging should answer 503 naming the database, and 200 when it moves again', async () => {
    tcp.stall();
    const stalled = await notReady();
    tcp.resume();
    expect(stalled.statusCode).toBe(503);
    expect(stalled.ms).toBeLessThan(boundMs);
    expect(stalled.body.details?.map((detail) => detail.path)).toContain('/checks/database');
    expect(await readyAgain()).toBe(200);
  });

  it('given the database gone should answer 503, and 200 once it is back', async () => {
    await tcp.goAway();
    const gone = await notReady();
    await tcp.comeBack();
    expect(gone.statusCode).toBe(503);
    expect(gone.ms).toBeLessThan(boundMs);
    expect(gone.body.details?.map((detail) => detail.path)).toContain('/checks/database');
    expect(await readyAgain()).toBe(200);
  });

  it('given the bucket gone should answer 503 naming the object store, and 200 once it is back', async () => {
    await s3Relay.goAway();
    const gone = await notReady();
    await s3Relay.comeBack();
    expect(gone.statusCode).toBe(503);
    expect(gone.ms).toBeLessThan(boundMs);
    expect(gone.body.details?.map((detail) => detail.path)).toEqual(['/checks/object-store']);
    expect(await readyAgain()).toBe(200);
  });

  it('given the bucket hanging should answer 503, and 200 when it moves again', async () => {
    s3Relay.stall();
    const stalled = await notReady();
    s3Relay.resume();
    expect(stalled.statusCode).toBe(503);
    expect(stalled.ms).toBeLessThan(boundMs);
    expect(stalled.body.details?.map((detail) => detail.path)).toEqual(['/checks/object-store']);
    expect(await readyAgain()).toBe(200);
  });
});
