import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskDefinition } from '@taskwell/task-engine';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { S3Settings } from '../assets/blobs/s3-blobs.ts';
import { createServer } from '../create-server.ts';
import type { DatabaseOptions } from '../db/open-database.ts';
import type { InvitationMail, PinMailer } from '../mail/pin-mailer.ts';
import { writeCatalogue } from '../runtime/testing/test-catalogue.ts';
import type { ServerOptions } from '../server-options.ts';
import { postgresTemplateSetting, readPgliteTemplate } from './database-template.ts';
import { filesUnder } from './multipart.ts';
import { PglitePool } from './pglite-pool.ts';
import { bucketKeys, newBucket, runObjectStore } from './s3-server.ts';

/** A PIN mail the capturing mailer kept. */
export interface CapturedMail {
  to: string;
  pin: string;
}

/** An invitation mail the capturing mailer kept. */
export interface CapturedInvitation extends InvitationMail {
  to: string;
}

/** A mailer that keeps every PIN and every invitation in memory. */
export function captureMailer(): PinMailer & {
  mails: CapturedMail[];
  invitations: CapturedInvitation[];
  lastPin(to: string): string;
} {
  const mails: CapturedMail[] = [];
  const invitations: CapturedInvitation[] = [];
  return {
    mails,
    invitations,
    async sendPin(to, pin) {
      mails.push({ to, pin });
    },
    async sendInvitation(to, invitation) {
      invitations.push({ to, ...invitation });
    },
    close: () => undefined,
    lastPin(to) {
      const found = mails.filter((mail) => mail.to === to).at(-1);
      if (!found) throw new Error(`No PIN was mailed to ${to}`);
      return found.pin;
    },
  };
}

/** True when this test run targets a PostgreSQL server (the `postgres` run of `pnpm test`). */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh database for one test server: an in-memory PGlite, or, in the PostgreSQL run, a new
 * database on the server of TEST_DATABASE_URL (dropped again by the returned cleanup).
 */
export async function testDatabase(): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const lent = await embeddedDatabases.lend();
    return { options: { kind: 'pglite', client: lent.client }, drop: lent.giveBack };
  }
  const name = `taskwell_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated template when the global setup made one: no migration per server.
  const source = process.env[postgresTemplateSetting];
  await admin.query(source ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.toString(), maxConnections: 20 },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Closes the embedded databases kept for reuse: a script's last step (the test runner ends its workers itself). */
export async function closeTestDatabases(): Promise<void> {
  await embeddedDatabases.closeIdle();
}

/**
 * The embedded database kept in a folder, as `pnpm start` keeps it, started from a copy of the run's
 * migrated template: no initdb and no migration in the test (the folder must be new; open it again
 * as `{ kind: 'pglite', dataDir }`).
 */
export async function pgliteInFolder(dataDir: string): Promise<DatabaseOptions> {
  return { kind: 'pglite', dataDir, loadDataDir: await migratedTemplate() };
}

let template: Promise<Blob> | undefined;

/** The run's migrated PGlite template (made once by the global setup), read once per test file. */
function migratedTemplate(): Promise<Blob> {
  template ??= readPgliteTemplate();
  return template;
}

/** The worker's embedded databases, each lent to one server and put back to the template's state. */
const embeddedDatabases = new PglitePool(migratedTemplate);

/** A server for one test file, with its own data folder and database. */
export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  mailer: ReturnType<typeof captureMailer>;
  /** The bucket its files are kept in; undefined when they are files of `dataDir/assets`. */
  bucket: S3Settings | undefined;
  /** The names of the blobs it keeps (files of its assets folder, or keys of its bucket), sorted. */
  storedBlobs(): Promise<string[]>;
  /** Signs an address in through the PIN flow and returns its session token. */
  signIn(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts a server in-process (no port: use `app.inject`, or `app.listen` on 127.0.0.1). */
export async function startTestServer(
  options: Partial<ServerOptions> & {
    /** Task definitions for a catalogue file written into the server's data folder (removed on close). */
    catalogue?: TaskDefinition[];
  } = {},
): Promise<TestServer> {
  const { catalogue, ...overrides } = options;
  // A data folder the caller gave is the caller's to remove (servers may share one); this one is ours.
  const ownFolder = overrides.dataDir === undefined;
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'taskwell-api-test-')));
  const removeOwnFolder = () => (ownFolder ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve());
  const mailer = captureMailer();
  let app: FastifyInstance;
  let database: { options: DatabaseOptions; drop: () => Promise<void> } | undefined;
  let bucket: S3Settings | undefined;
  try {
    if (catalogue) overrides.catalogueFile = await writeCatalogue(catalogue, join(dataDir, 'catalogue'));
    database = overrides.database ? { options: overrides.database, drop: async () => undefined } : await testDatabase();
    // The PostgreSQL run is the scaled mode: its global setup started a bucket server, and each
    // test server gets a bucket of its own there (what one file's tests find in it is theirs).
    const run = overrides.assetStorage ? undefined : runObjectStore();
    bucket = run ? await newBucket(run) : overrides.assetStorage?.kind === 's3' ? overrides.assetStorage.s3 : undefined;
    app = await createServer({
      dataDir,
      environment: 'test',
      mailer,
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...(run && bucket ? { assetStorage: { kind: 's3', s3: bucket } } : {}),
      ...overrides,
      // A test's server stops its runs at once when it closes (decision 115's grace is for
      // processes other workers take over from); a test that drains gives its own.
      runtime: { shutdownGraceMs: 0, ...overrides.runtime },
      // The automations' scheduler turns only in tests about automations (they say so).
      automations: overrides.automations ?? { turn: false },
      database: database.options,
    });
    await app.ready();
  } catch (error) {
    // Issue 25: a server that failed to start left its folder behind.
    await database?.drop();
    await removeOwnFolder();
    throw error;
  }
  const opened = database;
  const kept = bucket;
  let address = 0;
  return {
    app,
    dataDir,
    mailer,
    bucket: kept,
    async storedBlobs() {
      if (!kept) return filesUnder(join(dataDir, 'assets'));
      return (await bucketKeys(kept)).map((key) => key.replace(/^assets\//, ''));
    },
    async signIn(email) {
      // Each sign-in comes from its own address, so the per-IP limit stays out of the way.
      address += 1;
      const remoteAddress = `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
      const requested = await app.inject({
        method: 'POST',
        url: '/api/otp/request',
        payload: { email },
        remoteAddress,
      });
      if (requested.statusCode !== 200)
        throw new Error(`PIN request failed: ${requested.statusCode} ${requested.body}`);
      const verified = await app.inject({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { email, otp: mailer.lastPin(email) },
        remoteAddress,
      });
      if (verified.statusCode !== 200)
        throw new Error(`PIN verification failed: ${verified.statusCode} ${verified.body}`);
      return (verified.json() as { session_token: string }).session_token;
    },
    async close() {
      await app.close();
      await opened.drop();
      await removeOwnFolder();
    },
  };
}
