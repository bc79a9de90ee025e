import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { runClient } from './run-client.ts';
import { testTask } from './test-catalogue.ts';
import { countCalls, createGate, testServices } from './test-services.ts';

// The tasks and the server of the task runtime's tests (task-runtime, start-run and reap-runs):
// one server per test file, each with its own gate and call counts.

/** The test tasks: sequences, asks, branches, failures, a slow step, a plan-gated task, a form. */
export const definitions = [
  testTask('two-steps', {
    sequence: [
      { step: 'shout', service: 'test.upper', output: 'Shouted', inputs: { text: { param: 'text' } } },
      {
        step: 'joined',
        service: 'test.join',
        output: 'Joined',
        inputs: { first: { step: 'shout' }, second: { value: 'b' } },
      },
    ],
  }),
  testTask(
    'needs-approval',
    {
      sequence: [
        { step: 'first', service: 'test.upper', output: 'First', inputs: { text: { param: 'text' } } },
        {
          step: 'second',
          service: 'test.join',
          output: 'Second',
          inputs: { first: { step: 'first' }, choice: { ask: 'choice' }, note: { ask: 'note' } },
        },
      ],
    },
    {
      asks: [
        {
          id: 'choice',
          name: 'choice',
          valueType: 'text/plain',
          ui: { type: 'list', placeholder: 'Choice', lookup: 'yes|no' },
        },
        { id: 'note', name: 'note', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Note' } },
      ],
      sample: { parameters: { text: { value: 'x' } }, answers: { choice: 'yes', note: 'n' } },
    },
  ),
  testTask('branches', {
    parallel: [
      {
        step: 'left',
        service: 'test.wait',
        output: 'Left',
        inputs: { text: { param: 'text' } },
        options: { gate: true },
      },
      {
        step: 'right',
        service: 'test.wait',
        output: 'Right',
        inputs: { text: { param: 'text' } },
        options: { gate: true },
      },
    ],
  }),
  testTask('fails-second', {
    sequence: [
      { step: 'ok', service: 'test.upper', output: 'Fine', inputs: { text: { param: 'text' } } },
      { step: 'broken', service: 'test.fail', output: 'Broken', inputs: {} },
    ],
  }),
  testTask(
    'crashes',
    { step: 'boom', service: 'test.crash', output: 'Boom', inputs: {} },
    { parameters: [], sample: { parameters: {} } },
  ),
  testTask('slow', {
    step: 'nap',
    service: 'test.wait',
    output: 'Nap',
    inputs: { text: { param: 'text' } },
    options: { ms: 5000 },
  }),
  testTask(
    'explorer-only',
    { step: 'shout', service: 'test.upper', output: 'Shouted', inputs: { text: { param: 'text' } } },
    { plans: 'explorer' },
  ),
  testTask(
    'form',
    {
      step: 'joined',
      service: 'test.join',
      output: 'Joined',
      inputs: { language: { param: 'language' }, tone: { param: 'tone' }, picture: { param: 'picture' } },
    },
    {
      powerFee: 0,
      parameters: [
        {
          id: 'language',
          name: 'language',
          valueType: 'text/plain',
          ui: { type: 'list', placeholder: 'language', lookup: { en: 'English', fr: 'French' } },
        },
        {
          id: 'tone',
          name: 'tone',
          valueType: 'text/plain',
          ui: {
            type: 'list',
            placeholder: 'tone',
            dependsOn: 'language',
            lookup: { en: ['Formal'], fr: [{ Soutenu: 'formal-fr' }] },
          },
        },
        { id: 'picture', name: 'picture', valueType: 'image/png', ui: { type: 'image', placeholder: 'picture' } },
      ],
      sample: { parameters: { language: { value: 'en' }, tone: { value: 'Formal' }, picture: { value: 'x' } } },
    },
  ),
];

/** A runtime test server with a signed-in runner and its run client. */
export interface RuntimeTestServer {
  server: TestServer;
  token: string;
  client: ReturnType<typeof runClient>;
  email: string;
  /** Holds `gate` steps until opened. */
  gate: ReturnType<typeof createGate>;
  /** Calls per service. */
  calls: Map<string, number>;
  /** The credit balance of an account. */
  balanceOf(who: string): Promise<number>;
}

/**
 * Starts a server with the test tasks and services: a 300 ms step limit, a long lease and no
 * reaper of its own (tests call `reap()`).
 */
export async function startRuntimeTestServer(): Promise<RuntimeTestServer> {
  const gate = createGate();
  const { services, calls } = countCalls(testServices({ gate }));
  const server = await startTestServer({
    catalogue: definitions,
    services,
    runtime: { stepTimeoutMs: 300, leaseMs: 60_000, reaperIntervalMs: 3_600_000 },
  });
  const email = 'runner@example.com';
  const token = await server.signIn(email);
  return {
    server,
    token,
    client: runClient(server.app, token),
    email,
    gate,
    calls,
    async balanceOf(who) {
      const [row] = await server.app.taskwell.db.select().from(accounts).where(eq(accounts.email, who));
      return row?.balance ?? Number.NaN;
    },
  };
}
