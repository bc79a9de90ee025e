import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Blobs } from '../assets/blobs/s3-blobs.ts';
import { errorReplyOf } from '../http/error-reply.ts';
import { freePort } from '../testing/free-port.ts';
import { startS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { testDatabase } from '../testing/test-server.ts';
import { isDependencyOutage, outageSource } from './dependency-outage.ts';

// Issue 42: the errors an outage really gives, caught from a real PostgreSQL server and a real
// S3-compatible one, are recognised as outages (a 503 with Retry-After), and the errors of a
// request that is wrong are not.

let database: Awaited<ReturnType<typeof testDatabase>>;
let url: string;
let admin: pg.Client;
let store: TestS3Server;

beforeAll(async () => {
  database = await testDatabase();
  url = database.options.kind === 'postgres' ? database.options.url : '';
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  store = await startS3Server();
});

afterAll(async () => {
  await admin?.end();
  await store?.stop();
  await database?.drop();
});

/** What `work` rejected with. */
async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

async function connected(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // The connection is ended under it on purpose: its 'error' event is expected here.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

describe('isDependencyOutage, given what a real server answers', () => {
  it('should recognise a refused connection', async () => {
    const port = await freePort();
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    const error = await failureOf(() => client.connect());
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDependencyOutage(error)).toBe(true);
    expect(outageSource(error)).toBe('database');
  });

  it("should recognise a connection the server ended (a fast restart's 57P01), through Drizzle's wrapper", async () => {
    const client = await connected();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    const error = await failureOf(() => drizzle({ client }).execute(sql`SELECT 1`));
    expect(error).not.toBeInstanceOf(pg.DatabaseError);
    expect(isDependencyOutage(error)).toBe(true);
    expect(errorReplyOf(error)).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      headers: { 'retry-after': '5' },
      unexpected: false,
    });
    await client.end().catch(() => undefined);
  });

  it('should recognise a database that stopped taking connections', async () => {
    const name = `taskwell_closed_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE DATABASE ${name} WITH ALLOW_CONNECTIONS = false`);
    try {
      const closed = new URL(url);
      closed.pathname = `/${name}`;
      const error = await failureOf(() => new pg.Client({ connectionString: closed.toString() }).connect());
      expect((error as { code?: string }).code).toBe('55000');
      expect(isDependencyOutage(error)).toBe(true);
    } finally {
      await admin.query(`DROP DATABASE ${name}`);
    }
  });

  it('should not take a broken rule or a bad statement for an outage', async () => {
    const client = await connected();
    try {
      await client.query('CREATE TEMP TABLE once (id int PRIMARY KEY)');
      await client.query('INSERT INTO once VALUES (1)');
      const duplicate = await failureOf(() => client.query('INSERT INTO once VALUES (1)'));
      const typo = await failureOf(() => drizzle({ client }).execute(sql`SELEC 1`));
      expect((duplicate as { code?: string }).code).toBe('23505');
      expect([isDependencyOutage(duplicate), isDependencyOutage(typo)]).toEqual([false, false]);
      expect(errorReplyOf(typo)).toMatchObject({ status: 500, unexpected: true });
    } finally {
      await client.end();
    }
  });

  it('should recognise an object store that is down, and know it from the database', async () => {
    const blobs = new S3Blobs(store.settings);
    await store.pause();
    try {
      const error = await failureOf(() => blobs.put('away', Buffer.from('bytes')));
      expect(isDependencyOutage(error)).toBe(true);
      expect(outageSource(error)).toBe('object store');
    } finally {
      await store.resume();
    }
    await blobs.put('back', Buffer.from('bytes'));
    expect(await store.keys()).toContain('assets/back');
    await blobs.close();
  });

  it('should not take a missing bucket for an outage', async () => {
    const blobs = new S3Blobs({ ...store.settings, bucket: `missing-${randomUUID()}` });
    const error = await failureOf(() => blobs.put('nowhere', Buffer.from('bytes')));
    expect(isDependencyOutage(error)).toBe(false);
    await blobs.close();
  });
});
