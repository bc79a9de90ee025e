import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../testing/free-port.ts';
import { type PostgresCluster, startPostgresCluster } from '../../testing/postgres-cluster.ts';
import { assetStoreEnv, startS3Server, type TestS3Server } from '../../testing/s3-server.ts';
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts';
import { postgresTemplateSetting } from '../../testing/template-settings.ts';
import { until as untilGiven } from '../../testing/until.ts';
import type { DrillAccount } from './drill-load.ts';
import { type ServerProcess, startServerProcess } from './server-processes.ts';

// The stage of the scaled mode's process tests (issue 42's drill, the SIGTERM of an API with open
// event streams): a PostgreSQL cluster and an S3-compatible server of their own, an SMTP capture
// for sign-in PINs, and API and worker processes started as an operator starts them. Only a drill
// that stops or restarts PostgreSQL needs a cluster of its own; the others take a database on the
// run's server (TEST_DATABASE_URL), copied from the run's migrated template, so that their processes
// find it migrated (an initdb, a server's start and every migration less per drill).

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Resolves once `probe` gives a value; rejects after `timeoutMs`. A probe that throws counts as
 * "not yet": in a drill the database or the object store it asks may be down on purpose.
 */
export function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  return untilGiven(what, () => probe().catch(() => undefined), { timeoutMs, everyMs: 100 });
}

/** Everything the drill starts, removed again by `remove`. */
export interface Stage {
  /** The stage's own cluster, when it was asked for one (or no TEST_DATABASE_URL was given). */
  cluster: PostgresCluster | undefined;
  /** Removes the database (its cluster, when it has one of its own). */
  dropDatabase: () => Promise<void>;
  store: TestS3Server;
  smtp: SmtpCapture;
  sql: pg.Pool;
  env: Record<string, string>;
  folders: string[];
  processes: ServerProcess[];
  apis: Map<ServerProcess, string>;
}

/** Where the drill's database lives: a database on a server (removed by `drop`). */
interface StageDatabase {
  url: string;
  cluster: PostgresCluster | undefined;
  drop(): Promise<void>;
}

async function withAdmin(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A cluster of the drill's own (a drill that stops its server), or a database on the run's server. */
async function stageDatabase(ownCluster: boolean): Promise<StageDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (ownCluster || !adminUrl) {
    const cluster = await startPostgresCluster();
    await withAdmin(cluster.url, 'CREATE DATABASE taskwell');
    return { url: cluster.url.replace(/\/postgres$/, '/taskwell'), cluster, drop: async () => cluster.remove() };
  }
  const name = `taskwell_drill_${randomUUID().replaceAll('-', '')}`;
  const template = process.env[postgresTemplateSetting];
  await withAdmin(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cluster: undefined,
    drop: () => withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The stage: `ownCluster` gives it a PostgreSQL cluster of its own, which the drill may stop and
 * restart (`stage.cluster`); without it the database is one on the run's server.
 */
export async function startStage(
  env: Record<string, string> = {},
  options: { ownCluster?: boolean } = {},
): Promise<Stage> {
  const database = await stageDatabase(options.ownCluster === true);
  const store = await startS3Server('taskwell-drill');
  const smtp = await startSmtpCapture();
  const url = database.url;
  // The drill's own look at the data: it lives through the outages (errors are the drill's to retry).
  const sql = new pg.Pool({ connectionString: url, max: 2 });
  sql.on('error', () => undefined);
  return {
    cluster: database.cluster,
    dropDatabase: database.drop,
    store,
    smtp,
    sql,
    folders: [],
    processes: [],
    apis: new Map(),
    env: {
      DATABASE_URL: url,
      ...assetStoreEnv(store.settings),
      SESSION_SIGNING_KEY: randomBytes(32).toString('base64url'),
      SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64url'),
      AI_SECRETS_KEY: randomBytes(32).toString('base64url'),
      SMTP_URL: smtp.url,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      RUN_SHUTDOWN_GRACE_SECONDS: '2',
      // A killed worker's runs are taken over within seconds, not the default half-minute.
      RUN_LEASE_SECONDS: '10',
      // Likewise the automations' entries a killed process held (decision 173).
      AUTOMATION_CLAIM_SECONDS: '10',
      RUN_CONCURRENCY: '8',
      ...env,
    },
  };
}

/** An API process; `env` over the stage's (`RUN_WORKER: 'true'` makes it run runs and turn the automations' scheduler too). */
export async function startApi(stage: Stage, name: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const folder = await mkdtemp(join(tmpdir(), 'taskwell-drill-'));
  stage.folders.push(folder);
  const api = startServerProcess(name, 'main', {
    ...stage.env,
    DATA_DIR: folder,
    API_PORT: String(port),
    RUN_WORKER: 'false',
    ...env,
  });
  stage.processes.push(api);
  stage.apis.set(api, `http://127.0.0.1:${port}`);
  return api;
}

export async function startWorker(stage: Stage, name: string): Promise<ServerProcess> {
  const folder = await mkdtemp(join(tmpdir(), 'taskwell-drill-'));
  stage.folders.push(folder);
  const worker = startServerProcess(name, 'worker-main', { ...stage.env, DATA_DIR: folder });
  stage.processes.push(worker);
  return worker;
}

export const apiUp = /Taskwell API on http/;
export const workerUp = /"owner":"([0-9a-f-]{36})"[^\n]*Taskwell task worker started/;
export const waiting = /waiting for PostgreSQL at/;

export async function signIn(stage: Stage, base: string, email: string): Promise<DrillAccount> {
  const requested = await fetch(`${base}/api/otp/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (requested.status !== 200) throw new Error(`PIN request: ${requested.status}`);
  const mail = await until('the PIN mail', async () =>
    stage.smtp.mails.find((received) => received.to.includes(email)),
  );
  const pin = /sign-in PIN is (\d{6})\./.exec(mail.raw)?.[1];
  const verified = await fetch(`${base}/api/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, otp: pin }),
  });
  const token = ((await verified.json()) as { session_token: string }).session_token;
  // Every task open to it, and credit for every run of the drill, through the ledger.
  await stage.sql.query(
    `WITH up AS (UPDATE accounts SET plan = 'Enterprise', balance = balance + 100000 WHERE email = $1 RETURNING balance)
     INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, created_at)
     SELECT $2, $1, 100000, 'purchase', up.balance, now() FROM up`,
    [email, randomUUID()],
  );
  const form = new FormData();
  form.append('metadata', new Blob([JSON.stringify({ 'Content-Type': 'image/png' })], { type: 'application/json' }));
  const png = await readFile(join(apiRoot, 'catalogue/samples/harbour-sunset.png'));
  form.append('file', new Blob([png], { type: 'image/png' }), 'harbour.png');
  const uploaded = await fetch(`${base}/api/asset/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { assetId } = (await uploaded.json()) as { assetId: string };
  return { email, token, imageAssetId: assetId };
}

/** Stops whatever still runs (SIGKILL) and removes everything the stage made. */
export async function removeStage(stage: Stage): Promise<void> {
  for (const process of stage.processes) {
    if (process.child.exitCode === null && process.child.signalCode === null) process.stop('SIGKILL');
    await process.exited();
  }
  await stage.sql.end().catch(() => undefined);
  await stage.smtp.close();
  await stage.store.stop();
  await stage.dropDatabase();
  for (const folder of stage.folders) await rm(folder, { recursive: true, force: true });
}
