import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm --filter @taskwell/api start` as a process: it listens, keeps its data and signing key in
// DATA_DIR across restarts, and stops cleanly on SIGTERM.
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
let dataDir: string;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  waitFor(predicate: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

function start(): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: {
    predicate: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  return {
    child,
    lines,
    waitFor(predicate) {
      const seen = lines.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such log line within 90 s')), 90_000);
        waiters.push({
          predicate,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
  };
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not stop within 15 s')), 15_000);
    running.child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    running.child.kill('SIGTERM');
  });
}

const base = () => `http://127.0.0.1:${port}`;
const call = (path: string, init: RequestInit = {}) =>
  fetch(`${base()}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-main-test-'));
  port = await freePort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the API process', () => {
  it('should serve, keep sessions across a restart, and stop cleanly on SIGTERM', async () => {
    const first = start();
    await first.waitFor((line) => String(line.msg).startsWith('Taskwell API on'));
    expect((await call('/api/health')).status).toBe(200);
    await call('/api/otp/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com' }),
    });
    const mail = (await first.waitFor((line) => line.msg === 'PIN mail (no SMTP_URL set)')) as {
      mail: { text: string };
    };
    const pin = /PIN is (\d{6})/.exec(mail.mail.text)?.[1];
    const verified = await call('/api/otp/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com', otp: pin }),
    });
    const { session_token: token } = (await verified.json()) as { session_token: string };
    expect(await stop(first)).toBe(0);
    expect(first.lines.some((line) => line.msg === 'shutting down')).toBe(true);
    expect((await stat(join(dataDir, 'session-signing-key'))).mode & 0o777).toBe(0o600);

    const second = start();
    try {
      await second.waitFor((line) => String(line.msg).startsWith('Taskwell API on'));
      const profile = await call('/api/otp/profile', { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status).toBe(200);
      expect(await profile.json()).toMatchObject({ id: 'restart@example.com', accountBalance: 25 });
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 180_000);
});
