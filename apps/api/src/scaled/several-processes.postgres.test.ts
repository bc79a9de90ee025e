import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited } from '../runtime/testing/run-process.ts';
import { type AiStandIn, startAiStandIn } from '../testing/ai-stand-in.ts';
import { bundledEntry } from '../testing/bundled-entry.ts';
import { freePort } from '../testing/free-port.ts';
import { assetStoreEnv, newBucket, runObjectStore } from '../testing/s3-server.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { testDatabase } from '../testing/test-server.ts';
import { until } from '../testing/until.ts';

// Issue 27, acceptance 1: on one machine, two API processes (`src/main.ts`) and two workers
// (`src/worker-main.ts`), each with its own empty folder, sharing nothing but one PostgreSQL and
// one S3-compatible bucket (decision 113): sign in through API 1, upload through API 2, follow the
// run's events through API 2, download its results through API 1; a worker killed mid-run has its
// run finished by the other worker, charged once; a cancel through API 1 stops the step on the
// worker that runs it. The four folders are still empty at the end.

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Child {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output (60 s at most). */
  printed: (pattern: RegExp) => Promise<RegExpExecArray>;
}

function startChild(entry: 'main' | 'worker-main', env: Record<string, string>): Child {
  const child = spawn(process.execPath, bundledEntry(entry), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const hear = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of [...listeners]) listener();
  };
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);
  return {
    child,
    output: () => output,
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = pattern.exec(output);
          if (!found) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${pattern} within 60 s:\n${output}`));
        }, 60_000);
        listeners.add(check);
        check();
      }),
  };
}

let database: Awaited<ReturnType<typeof testDatabase>>;
let smtp: SmtpCapture;
let ai: AiStandIn;
let sql: pg.Client;
const folders: string[] = [];
const apis: Array<Child & { url: string }> = [];
const workers: Array<Child & { owner: string }> = [];

beforeAll(async () => {
  database = await testDatabase();
  const url = database.options.kind === 'postgres' ? (database.options.url as string) : '';
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
  smtp = await startSmtpCapture();
  ai = await startAiStandIn();
  const run = runObjectStore();
  if (!run) throw new Error('The PostgreSQL run starts an S3-compatible server (object-store-setup.ts).');
  const bucket = await newBucket(run);
  const common = {
    DATABASE_URL: url,
    ...assetStoreEnv(bucket),
    SESSION_SIGNING_KEY: randomBytes(32).toString('base64url'),
    SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64url'),
    AI_SECRETS_KEY: randomBytes(32).toString('base64url'),
    SMTP_URL: smtp.url,
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'stand-in-key',
    AI_MODEL: 'stand-in',
    AI_MAX_RETRIES: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RUN_SHUTDOWN_GRACE_SECONDS: '2',
  };
  const folder = async () => {
    const made = await mkdtemp(join(tmpdir(), 'taskwell-scaled-'));
    folders.push(made);
    return made;
  };
  for (let index = 0; index < 2; index += 1) {
    const port = await freePort();
    const api = startChild('main', {
      ...common,
      DATA_DIR: await folder(),
      API_PORT: String(port),
      RUN_WORKER: 'false',
    });
    apis.push({ ...api, url: `http://127.0.0.1:${port}` });
  }
  for (let index = 0; index < 2; index += 1) {
    const worker = startChild('worker-main', { ...common, DATA_DIR: await folder() });
    const [, owner] = await worker.printed(/"owner":"([0-9a-f-]{36})"[^\n]*Taskwell task worker started/);
    workers.push({ ...worker, owner: owner as string });
  }
  await Promise.all(apis.map((api) => api.printed(/Taskwell API on http/)));
}, 180_000);

afterAll(async () => {
  for (const process of [...apis, ...workers]) {
    process.child.kill('SIGKILL');
    await exited(process.child);
  }
  await sql?.end();
  await ai?.close();
  await smtp?.close();
  await database?.drop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function call(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (typeof rest.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${base}${path}`, { ...rest, headers });
}

async function execute(base: string, token: string, taskId: string, values: Record<string, [string, string]>) {
  const parameters = Object.fromEntries(
    Object.entries(values).map(([name, [type, value]]) => [name, { metadata: { 'Content-Type': type }, value }]),
  );
  const reply = await call(base, '/api/execute/task', {
    method: 'POST',
    token,
    body: JSON.stringify({ taskId, parameters, character: { name: 'EMPTY', content: '' } }),
  });
  expect(reply.status).toBe(200);
  const wrapped = (await reply.json()) as { body: string };
  return (JSON.parse(wrapped.body) as { requestId: string }).requestId;
}

async function statusOf(base: string, token: string, requestId: string): Promise<string> {
  const reply = await call(base, `/api/request/results/${requestId}`, { token });
  const wrapped = (await reply.json()) as { body: string };
  return (JSON.parse(wrapped.body) as { status: string }).status;
}

async function ledgerOf(requestId: string): Promise<string[]> {
  const { rows } = await sql.query('SELECT reason FROM credit_ledger WHERE run_id = $1 ORDER BY reason', [requestId]);
  return rows.map((row: { reason: string }) => row.reason);
}

describe('two API processes and two workers sharing only PostgreSQL and a bucket', () => {
  it('should serve one user across both APIs, survive a killed worker, cancel across processes, and write nothing to their folders', async () => {
    const [api1, api2] = apis as [(typeof apis)[0], (typeof apis)[0]];
    const email = 'scaled@example.com';

    // Sign in through API 1, with the PIN the mail server received.
    expect((await call(api1.url, '/api/otp/request', { method: 'POST', body: JSON.stringify({ email }) })).status).toBe(
      200,
    );
    const mail = await until('the PIN mail', async () => smtp.mails.find((received) => received.to.includes(email)));
    const pin = /sign-in PIN is (\d{6})\./.exec(mail.raw)?.[1];
    const verified = await call(api1.url, '/api/otp/verify', {
      method: 'POST',
      body: JSON.stringify({ email, otp: pin }),
    });
    expect(verified.status).toBe(200);
    const token = ((await verified.json()) as { session_token: string }).session_token;
    // Enough credit and a plan for every task, through the ledger.
    await sql.query(
      `WITH up AS (UPDATE accounts SET plan = 'Enterprise', balance = balance + 200 WHERE email = $1 RETURNING balance)
       INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, created_at)
       SELECT $2, $1, 200, 'purchase', up.balance, now() FROM up`,
      [email, randomUUID()],
    );

    // Upload through API 2; run on a worker; follow the events through API 2.
    const png = await readFile(join(root, 'catalogue/samples/harbour-sunset.png'));
    const form = new FormData();
    form.append('metadata', new Blob([JSON.stringify({ 'Content-Type': 'image/png' })], { type: 'application/json' }));
    form.append('file', new Blob([png], { type: 'image/png' }), 'harbour.png');
    const uploaded = await call(api2.url, '/api/asset/create', { method: 'POST', token, body: form });
    expect(uploaded.status).toBe(200);
    const { assetId } = (await uploaded.json()) as { assetId: string };
    const described = await execute(api2.url, token, 'describe-image', { image: ['image/png', assetId] });
    const events = await call(api2.url, `/api/request/events/${described}`, { token });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    let stream = '';
    while (!/"status":"(COMPLETED|ERROR|ABORTED)"/.test(stream)) {
      const { value, done } = await reader.read();
      if (done) break;
      stream += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect(/"status":"(COMPLETED|ERROR|ABORTED)"/.exec(stream)?.[1]).toBe('COMPLETED');

    // The results, and the upload, downloaded through API 1.
    const results = await call(api1.url, `/api/request/results/${described}`, { token });
    const document = JSON.parse(((await results.json()) as { body: string }).body) as {
      results: { parameter: { value: { data: string }[] } }[];
    };
    const items = document.results.flatMap((result) => result.parameter.value.map((item) => item.data));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const download = await call(api1.url, `/api/asset/get/${item}`, { token });
      expect(download.status).toBe(200);
      expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const original = await call(api1.url, `/api/asset/get/${assetId}`, { token });
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    const part = await call(api1.url, `/api/asset/get/${assetId}`, { token, headers: { range: 'bytes=8-15' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(8, 16))).toBe(true);

    // A worker killed with SIGKILL mid-run: the other one finishes the run, charged once.
    ai.holding = true;
    const rewritten = await execute(api1.url, token, 'rewrite-tone', {
      draft: ['text/plain', 'Hey all, the office is shut on Friday.'],
      tone: ['text/plain', 'formal'],
    });
    await until('the AI step under way', async () => (ai.held() === 1 ? true : undefined));
    const { rows } = await sql.query('SELECT lease_owner FROM runs WHERE id = $1', [rewritten]);
    const holder = workers.find((worker) => worker.owner === rows[0]?.lease_owner);
    expect(holder, 'a worker holds the run').toBeDefined();
    const survivor = workers.find((worker) => worker !== holder) as (typeof workers)[0];
    holder?.child.kill('SIGKILL');
    if (holder) await exited(holder.child);
    ai.holding = false;
    expect(
      await until('the run finished elsewhere', async () => {
        const status = await statusOf(api2.url, token, rewritten);
        return status === 'IN_PROGRESS' ? undefined : status;
      }),
    ).toBe('COMPLETED');
    expect(await ledgerOf(rewritten)).toEqual(['run']);
    const finished = await sql.query('SELECT attempts, lease_owner FROM runs WHERE id = $1', [rewritten]);
    expect(finished.rows[0]?.attempts).toBe(2);

    // A cancel made through API 1 stops the step on the worker that runs it.
    ai.holding = true;
    const closedBefore = ai.closedByCaller();
    const cancelled = await execute(api2.url, token, 'rewrite-tone', {
      draft: ['text/plain', 'Please send the report by noon.'],
      tone: ['text/plain', 'friendly'],
    });
    await until('the AI step under way', async () => (ai.held() === 1 ? true : undefined));
    const cancel = await call(api1.url, `/api/runs/${cancelled}/cancel`, { method: 'POST', token });
    expect(cancel.status).toBe(200);
    await until('the step stopped on its worker', async () => (ai.closedByCaller() > closedBefore ? true : undefined));
    expect(await statusOf(api2.url, token, cancelled)).toBe('ABORTED');
    expect(await ledgerOf(cancelled)).toEqual(['refund', 'run']);
    ai.holding = false;

    // SIGTERM: every process exits 0; the folders they were given are still empty.
    for (const process of [...apis, survivor]) process.child.kill('SIGTERM');
    const codes = await Promise.all(
      [...apis, survivor].map(
        (process) =>
          new Promise<number | null>((resolve) =>
            process.child.exitCode !== null ? resolve(process.child.exitCode) : process.child.once('exit', resolve),
          ),
      ),
    );
    expect(codes).toEqual([0, 0, 0]);
    const contents = await Promise.all(folders.map((folder) => readdir(folder)));
    expect(contents).toEqual(folders.map(() => []));
  }, 300_000);
});
