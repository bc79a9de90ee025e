import type { TestServer } from '../../testing/test-server.ts';
import { type OpenAutomations, openAutomations } from '../open-automations.ts';

/**
 * The automations of another process over the test server's database, opened as a process
 * opens its own, with the scheduler's safety-net sleep an hour long, so that nothing but a wake
 * turns it during a test. Its warnings go to `warnings`.
 */
export function sleepingAutomations(server: TestServer, warnings: string[]): OpenAutomations {
  const { db, database, runtime } = server.app.taskwell;
  return openAutomations({
    db,
    database,
    now: () => new Date(),
    runtime,
    log: { warn: (_, message) => warnings.push(message), info: () => undefined },
    settings: { scheduler: { intervalMs: 3_600_000 } },
    delivery: { dataDir: server.dataDir, policy: { allowLoopback: false } },
  });
}
