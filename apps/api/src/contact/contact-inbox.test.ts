import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledEntry } from '../testing/bundled-entry.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { pgliteInFolder, startTestServer, type TestServer } from '../testing/test-server.ts';

// `pnpm --filter @taskwell/api contact-messages`: what the team reads when a message's mail did not
// go out, from the API's own data folder once the API has stopped (PGlite takes one process).
const run = promisify(execFile);
let refusing: SmtpCapture;
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  refusing = await startSmtpCapture({ refuse: true });
  // The embedded database in a data folder, as `pnpm start` keeps it (the test servers' is in memory).
  dataDir = await mkdtemp(join(tmpdir(), 'taskwell-contact-inbox-'));
  server = await startTestServer({
    smtpUrl: refusing.url,
    database: await pgliteInFolder(join(dataDir, 'pglite')),
  });
});
afterAll(async () => {
  await server?.close();
  await refusing?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function contactMessages(
  ...args: string[]
): Promise<{ email: string; message: string; mailedAt: string | null }[]> {
  const { stdout } = await run(process.execPath, [...bundledEntry('contact-messages'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 120_000,
  });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('contact-messages (the stored messages, for the team)', () => {
  it('should list the messages whose mail did not go out, newest first, from the data folder', async () => {
    for (const [index, visitor] of ['203.0.113.1', '203.0.113.2'].entries()) {
      const reply = await server.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: visitor,
        payload: { email: `visitor${index + 1}@example.com`, name: 'Ada', message: `Message ${index + 1}` },
      });
      expect(reply.statusCode).toBe(503);
    }
    // PGlite takes one process at a time: the API stops before the script reads its folder.
    await server.close();

    const unmailed = await contactMessages('--unmailed');

    expect(unmailed.map((entry) => [entry.email, entry.message, entry.mailedAt])).toEqual([
      ['visitor2@example.com', 'Message 2', null],
      ['visitor1@example.com', 'Message 1', null],
    ]);
    expect(await contactMessages()).toHaveLength(2);
  }, 180_000);
});
