import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledEntry } from './testing/bundled-entry.ts';
import { freePort } from './testing/free-port.ts';

// `pnpm --filter @taskwell/api start` as a process: it listens, keeps its data and signing key in
// DATA_DIR across restarts, and stops cleanly on SIGTERM.
let dataDir: string;
let port: number;
/** Every process started, so that one a failed test left running is stopped before its folder goes. */
const started: ChildProcess[] = [];
/** How long a start or a log line may take: a cold `tsx` start beside other suites on 2 busy cores. */
const lineLimitMs = 150_000;

interface Running {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  /** The lines it printed that are not JSON log lines (the start-up summary, a PIN mail). */
  plain: string[];
  waitFor(predicate: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

// The settings of a new clone: none of the optional parts' variables reach the process.
const optionalVariables = /^(STRIPE_|LINKEDIN_|AI_|SMTP_URL$)/;

function start(): Running {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !optionalVariables.test(name)));
  const child = spawn(process.execPath, bundledEntry('main'), {
    env: { ...env, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const lines: Record<string, unknown>[] = [];
  const plain: string[] = [];
  const waiters: {
    predicate: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    if (!text.startsWith('{')) {
      plain.push(text);
      return;
    }
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
    plain,
    waitFor(predicate) {
      const seen = lines.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no such log line within ${lineLimitMs / 1000} s`)),
          lineLimitMs,
        );
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
    const timer = setTimeout(() => reject(new Error('the server did not stop within 30 s')), 30_000);
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
afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the API process', () => {
  it(
    'should serve, keep sessions across a restart, and stop cleanly on SIGTERM',
    async () => {
      const first = start();
      await first.waitFor((line) => String(line.msg).startsWith('Taskwell API on'));
      expect((await call('/api/health')).status).toBe(200);
      // Issue 25: which optional parts are on and off, one readable line each.
      await expect.poll(() => first.plain.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(7);
      const parts = first.plain.slice(0, 7);
      expect(parts.map((line) => line.trim().split(':')[0])).toEqual([
        'Payments',
        'LinkedIn link',
        'AI tasks, enterprise tier',
        'AI tasks, partner tier',
        'AI tasks, public tier',
        'Private AI services',
        'SMTP',
      ]);
      // Every part is off and says why, but a user's own AI services (issue 40), which need no setting.
      expect(parts.filter((line) => !/: off \(.+\)$/.test(line)).map((line) => line.trim())).toEqual([
        'Private AI services: on, public addresses only (AI_PRIVATE_ALLOW_LOOPBACK=true also allows this machine)',
      ]);
      await call('/api/otp/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'restart@example.com' }),
      });
      await first.waitFor((line) => String(line.msg).startsWith('PIN mail printed below'));
      // Issue 25: without SMTP the PIN mail is a short plain block, the PIN on a line of its own.
      await expect.poll(() => first.plain.find((line) => /PIN:\s+\d{6}/.test(line)), { timeout: 10_000 }).toBeTruthy();
      const pin = /PIN:\s+(\d{6})/.exec(first.plain.find((line) => /PIN:\s+\d{6}/.test(line)) ?? '')?.[1];
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
    },
    3 * lineLimitMs,
  );
});
