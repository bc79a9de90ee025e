import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../testing/free-port.ts';
import { type PostgresCluster, startPostgresCluster } from '../../testing/postgres-cluster.ts';
import { assetStoreEnv, startS3Server, type TestS3Server } from '../../testing/s3-server.ts';
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts';
import { type DrillAccount, driveLoad, newTally } from './drill-load.ts';
import { type DrillReport, readOutcome } from './drill-report.ts';
import { type ServerProcess, startServerProcess } from './server-processes.ts';

// Issue 42's drill, as an operator would try it: two API processes and two workers on one
// PostgreSQL and one S3-compatible server, under steady load; PostgreSQL restarted fast, then
// stopped for a while (an API and a worker are started meanwhile: they wait for it); the object
// store stopped for a while; a worker killed; an API stopped with SIGTERM. The test in `pnpm check`
// and `bench:faults` run it with shorter and longer outages.

/** How the drill goes. */
export interface DrillOptions {
  /** How long PostgreSQL stays stopped (ms). */
  databaseStopMs: number;
  /** How long the object store stays stopped (ms). */
  storageStopMs: number;
  /** Clients starting runs at once. */
  clients: number;
  /** Where it says what it does. */
  say: (line: string) => void;
}

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Resolves once `probe` gives a value; rejects after `timeoutMs`. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Everything the drill starts, removed again by `remove`. */
interface Stage {
  cluster: PostgresCluster;
  store: TestS3Server;
  smtp: SmtpCapture;
  sql: pg.Pool;
  env: Record<string, string>;
  folders: string[];
  processes: ServerProcess[];
  apis: Map<ServerProcess, string>;
}

async function startStage(): Promise<Stage> {
  const cluster = await startPostgresCluster();
  const store = await startS3Server('taskwell-drill');
  const smtp = await startSmtpCapture();
  const url = cluster.url.replace(/\/postgres$/, '/taskwell');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE taskwell');
  await admin.end();
  // The drill's own look at the data: it lives through the outages (errors are the drill's to retry).
  const sql = new pg.Pool({ connectionString: url, max: 2 });
  sql.on('error', () => undefined);
  return {
    cluster,
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
      RUN_CONCURRENCY: '8',
    },
  };
}

async function startApi(stage: Stage, name: string): Promise<ServerProcess> {
  const port = await freePort();
  const folder = await mkdtemp(join(tmpdir(), 'taskwell-drill-'));
  stage.folders.push(folder);
  const api = startServerProcess(name, 'src/main.ts', {
    ...stage.env,
    DATA_DIR: folder,
    API_PORT: String(port),
    RUN_WORKER: 'false',
  });
  stage.processes.push(api);
  stage.apis.set(api, `http://127.0.0.1:${port}`);
  return api;
}

async function startWorker(stage: Stage, name: string): Promise<ServerProcess> {
  const folder = await mkdtemp(join(tmpdir(), 'taskwell-drill-'));
  stage.folders.push(folder);
  const worker = startServerProcess(name, 'src/worker-main.ts', { ...stage.env, DATA_DIR: folder });
  stage.processes.push(worker);
  return worker;
}

const apiUp = /Taskwell API on http/;
const workerUp = /"owner":"([0-9a-f-]{36})"[^\n]*Taskwell task worker started/;
const waiting = /waiting for PostgreSQL at/;

async function signIn(stage: Stage, base: string, email: string): Promise<DrillAccount> {
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

/** Completed runs so far (during an outage: the last count read). */
function completions(stage: Stage): () => Promise<number> {
  let last = 0;
  return async () => {
    const { rows } = await stage.sql
      .query<{ count: string }>(`SELECT count(*) FROM runs WHERE status = 'COMPLETED'`)
      .catch(() => ({ rows: [{ count: String(last) }] }));
    last = Number(rows[0]?.count ?? last);
    return last;
  };
}

/** Runs the drill and reports what became of every run and every request. */
export async function runFaultDrill(options: DrillOptions): Promise<DrillReport> {
  const { say } = options;
  const began = Date.now();
  const stage = await startStage();
  const stopLoad = new AbortController();
  let load: Promise<void> | undefined;
  try {
    const [api1, api2] = [await startApi(stage, 'api-1'), await startApi(stage, 'api-2')];
    const [worker1, worker2] = [await startWorker(stage, 'worker-1'), await startWorker(stage, 'worker-2')];
    await Promise.all([api1.printed(apiUp), api2.printed(apiUp), worker1.printed(workerUp), worker2.printed(workerUp)]);
    const stopped = new Set<ServerProcess>();
    const roster = {
      live: () =>
        [...stage.apis].filter(([api]) => !stopped.has(api) && apiUp.test(api.output())).map(([, base]) => base),
    };
    const base1 = stage.apis.get(api1) as string;
    // An account per two clients (their runs share its balance and its event stream places).
    const accounts = await Promise.all(
      Array.from({ length: Math.max(1, Math.ceil(options.clients / 2)) }, (_, index) =>
        signIn(stage, base1, `drill-${index}@example.com`),
      ),
    );
    say(`stage up in ${Date.now() - began} ms: 2 APIs, 2 workers, ${accounts.length} accounts`);
    const tally = newTally();
    load = driveLoad({ clients: options.clients, accounts, roster, tally, stop: stopLoad.signal });
    const completed = completions(stage);
    const progress = async (what: string, more = 3) => {
      const from = await completed();
      await until(`${what}: ${more} more runs completed`, async () =>
        (await completed()) >= from + more ? true : undefined,
      );
    };
    await progress('warm-up');

    say('PostgreSQL: pg_ctl restart -m fast');
    stage.cluster.restart('fast');
    await progress('after the restart');

    say(`PostgreSQL: stopped for ${options.databaseStopMs} ms; an API and a worker start meanwhile`);
    stage.cluster.stop('fast');
    const stoppedAt = Date.now();
    const [api3, worker3] = [await startApi(stage, 'api-3'), await startWorker(stage, 'worker-3')];
    await Promise.all([api3.printed(waiting), worker3.printed(waiting)]);
    await sleep(Math.max(0, stoppedAt + options.databaseStopMs - Date.now()));
    stage.cluster.start();
    const returnedAt = Date.now();
    const upAt = (printed: Promise<unknown>) => printed.then(() => Date.now());
    const [apiUpAt, workerUpAt] = await Promise.all([upAt(api3.printed(apiUp)), upAt(worker3.printed(workerUp))]);
    await progress('after the database came back');

    say(`object store: stopped for ${options.storageStopMs} ms`);
    await stage.store.pause();
    const storageFrom = Date.now();
    await sleep(options.storageStopMs);
    await stage.store.resume();
    const storageTo = Date.now();
    await progress('after the object store came back');

    say('worker-1: SIGKILL');
    worker1.stop('SIGKILL');
    await worker1.exited();
    await progress('after a worker was killed');

    say('api-1: SIGTERM');
    stopped.add(api1);
    const termAt = Date.now();
    api1.stop('SIGTERM');
    const apiExitCode = await api1.exited();
    const apiExitMs = Date.now() - termAt;
    await progress('after an API stopped');

    stopLoad.abort();
    await load;
    say(`load stopped: ${tally.accepted.size} runs accepted; waiting for each to end`);
    const outcome = await readOutcome({ sql: stage.sql, tally, storageWindow: [storageFrom, storageTo] });
    return {
      ...outcome,
      seconds: Math.round((Date.now() - began) / 1000),
      exitedOnTheirOwn: stage.processes.filter((process) => process.exitedOnItsOwn).map((process) => process.name),
      outages: { databaseMs: returnedAt - stoppedAt, storageMs: storageTo - storageFrom },
      coldStart: {
        apiUpAfterReturnMs: apiUpAt - returnedAt,
        workerUpAfterReturnMs: workerUpAt - returnedAt,
        loggedWaiting: waiting.test(api3.output()) && waiting.test(worker3.output()),
      },
      sigterm: { exitCode: apiExitCode, ms: apiExitMs },
      logs: Object.fromEntries(stage.processes.map((process) => [process.name, process.output()])),
    };
  } finally {
    stopLoad.abort();
    await load?.catch(() => undefined);
    for (const process of stage.processes) {
      if (process.child.exitCode === null && process.child.signalCode === null) process.stop('SIGKILL');
      await process.exited();
    }
    await stage.sql.end().catch(() => undefined);
    await stage.smtp.close();
    await stage.store.stop();
    stage.cluster.remove();
    for (const folder of stage.folders) await rm(folder, { recursive: true, force: true });
  }
}
