import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseOptions } from '../db/open-database.ts';
import { startTestServer, type TestServer, testDatabase } from '../testing/test-server.ts';
import { localSiteAdvisorKey } from './site-advisor.ts';

// Issue 29, point 6: the development advisor key is published with the code. A data folder first
// used by a loopback `pnpm start` (which seeds it) and then served without it (a HOST others can
// reach, or production) must not keep a key everyone knows.
const site = 'http://127.0.0.1:3000';
let database: { options: DatabaseOptions; drop: () => Promise<void> };
let later: TestServer | undefined;

beforeAll(async () => {
  database = await testDatabase();
  const first = await startTestServer({
    database: database.options,
    siteAdvisor: { publicKey: localSiteAdvisorKey, taskId: 'site-advisor', origins: [site] },
  });
  const asked = await ask(first);
  // An in-memory PGlite ends with its server: the second server starts from a copy of it.
  const copy = await first.app.taskwell.database.dump?.();
  await first.close();
  expect(asked, 'the key works where it was seeded').toBe(200);
  later = await startTestServer({ database: copy ? { kind: 'pglite', loadDataDir: copy } : database.options });
});
afterAll(async () => {
  await later?.close();
  await database?.drop();
});

async function ask(server: TestServer): Promise<number> {
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/execute/task',
    headers: { 'public-key': localSiteAdvisorKey, origin: site, 'visitor-token': 'site-advisor-test-visitor-0123' },
    payload: {
      taskId: 'site-advisor',
      parameters: { question: { metadata: { 'Content-Type': 'text/plain' }, value: 'How do credits work?' } },
      character: { name: 'EMPTY', content: '' },
    },
  });
  return reply.statusCode;
}

describe('given a database where the development advisor key was seeded', () => {
  it('should revoke it when a server starts without seeding it', async () => {
    if (!later) throw new Error('the second server did not start');
    expect(await ask(later)).toBe(401);
  });
});
