import type { StepNode } from '@taskwell/task-engine';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { type Probe, probeServices } from './probe-services.ts';
import { testTask } from './test-catalogue.ts';

const step = (id: string, service: string, input: StepNode['inputs']): StepNode => ({
  step: id,
  service,
  output: `Output ${id}`,
  inputs: input,
  options: { name: id },
});

/**
 * The tasks of the run history tests: three steps whose second blocks until stopped (`blocks`),
 * three steps whose third fails once (`flaky-third`), and a quick one (`quick`).
 */
export const historyDefinitions = [
  testTask('blocks', {
    sequence: [
      step('b1', 'probe.count', { text: { param: 'text' } }),
      step('b2', 'probe.block', { text: { step: 'b1' } }),
      step('b3', 'probe.count', { text: { step: 'b2' } }),
    ],
  }),
  testTask('flaky-third', {
    sequence: [
      step('f1', 'probe.count', { text: { param: 'text' } }),
      step('f2', 'probe.count', { text: { step: 'f1' } }),
      step('f3', 'probe.flaky', { text: { step: 'f2' } }),
    ],
  }),
  testTask('quick', step('q1', 'probe.count', { text: { param: 'text' } })),
];

/** A server with the history tasks and the probe services; steps may take 60 s. */
export async function startHistoryTestServer(): Promise<{
  server: TestServer;
  probe: Probe;
  balanceOf(who: string): Promise<number>;
}> {
  const probe = probeServices();
  const server = await startTestServer({
    catalogue: historyDefinitions,
    services: probe.services,
    runtime: { stepTimeoutMs: 60_000, leaseMs: 60_000, reaperIntervalMs: 3_600_000 },
  });
  return {
    server,
    probe,
    async balanceOf(who) {
      const [row] = await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, who));
      return row?.balance ?? Number.NaN;
    },
  };
}
