import type { TaskDefinition } from '@taskwell/task-engine';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { type Probe, probeServices } from '../../runtime/testing/probe-services.ts';
import { testTask } from '../../runtime/testing/test-catalogue.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/** A step of a probe service, counted under its own name. */
export const counted = (name: string, inputs: Extract<TaskDefinition['flow'], { step: string }>['inputs']) => ({
  step: name,
  service: 'probe.count',
  output: `Output ${name}`,
  inputs,
  options: { name },
});

/** A task a user could build with the probe services: one field, the flow given, a sample. */
export function userTask(flow: TaskDefinition['flow'], extra: Partial<TaskDefinition> = {}): TaskDefinition {
  return {
    id: 'weekly-brief',
    name: 'Weekly brief',
    heading: 'A brief of the week',
    description: 'Counts its steps.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 3,
    plans: 'explorer',
    category: 'business',
    parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
    flow,
    sample: { parameters: { text: { value: 'A week of news.' } } },
    ...extra,
  };
}

/** A server whose services are the probe services, with a one-step seeded task, and a way to set a user's plan. */
export async function startCreatorTestServer(): Promise<{
  server: TestServer;
  probe: Probe;
  signIn(email: string, plan?: string, balance?: number): Promise<string>;
}> {
  const probe = probeServices();
  const server = await startTestServer({
    catalogue: [testTask('quick', counted('quick', { text: { param: 'text' } }))],
    services: probe.services,
  });
  return {
    server,
    probe,
    async signIn(email, plan = 'Explorer', balance = 100) {
      const token = await server.signIn(email);
      await server.app.taskwell.db.update(accounts).set({ plan, balance }).where(eq(accounts.email, email));
      return token;
    },
  };
}
