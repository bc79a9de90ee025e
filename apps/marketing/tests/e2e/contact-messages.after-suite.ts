import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './harness/fixtures.ts';

// Runs once every spec has finished (the preset's `afterSuite`): every contact mail the API sent is
// a message it stored, marked mailed, and it stored nothing else (no message of a program that
// filled the hidden field, none beyond a visitor's limit). PGlite takes one process at a time, so
// the API stops first; its own script (`pnpm --filter @taskwell/api contact-messages`) then reads
// the data folder.

const apiDir = fileURLToPath(new URL('../../../api/', import.meta.url));
const run = promisify(execFile);

/** Stops the harness's API (SIGTERM, its graceful shutdown) and waits until its process is gone. */
async function stopApi(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(pid, 'SIGTERM');
  await expect.poll(alive, { message: `the API (pid ${pid}) to stop`, timeout: 30_000 }).toBe(false);
}

interface StoredMessage {
  id: string;
  email: string;
  mailedAt: string | null;
}

test('every contact message the API mailed should be stored once, marked mailed, and nothing else stored', async ({
  harness,
  contactMails,
}) => {
  test.setTimeout(180_000);
  await stopApi(harness.apiPid);

  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/contact-messages.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: harness.apiDataDir, DATABASE_URL: '' },
    timeout: 120_000,
  });
  const stored = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredMessage);

  const mailedIds = (await contactMails()).map((mail) => /^Message ([0-9a-f-]{36})$/m.exec(mail.text)?.[1]);
  expect(stored.map((message) => message.id).sort()).toEqual(mailedIds.sort());
  expect(stored.filter((message) => message.mailedAt === null)).toEqual([]);
  expect(stored.filter((message) => message.email.startsWith('bot-'))).toEqual([]);
});
