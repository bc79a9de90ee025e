import type { RequestStatus } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { type Service, textOutput } from '../../services/service.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { runClient } from '../testing/run-client.ts';
import { personaGoneMessage } from './step-persona.ts';

// Issue 40: a step writes in the run's persona, or (an AI step that names one) in one of the task
// creator's, read when the step runs; a named persona that is gone fails the step saying so.

/** An AI stand-in that answers with the persona and the output shape it was given. */
const voice: Service = {
  name: 'test.voice',
  label: 'Voice',
  summary: 'Says whose persona it writes in.',
  produces: ['text/markdown'],
  inputs: {},
  otherInputs: { kind: 'text', required: false, description: 'Any text' },
  options: { prompt: { type: 'string', description: 'The prompt.' } },
  ai: true,
  async run(_inputs, context) {
    const instructions = context.persona?.instructions.split('\n')[0] ?? 'none';
    return textOutput(
      `persona=${context.persona?.name ?? 'none'}; ${instructions}; output=${context.ai?.output?.kind ?? 'default'}`,
      {
        source: 'Voice',
      },
    );
  },
};

let server: TestServer;
let creator: string;
let creatorPersona: string;
let runnerPersona: string;

beforeAll(async () => {
  server = await startTestServer({ services: new Map([['test.voice', voice]]), catalogue: [] });
  creator = await server.signIn('voice-creator@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Creator', balance: 100 })
    .where(eq(accounts.email, 'voice-creator@example.com'));
  const persona = async (name: string) => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/personas',
      headers: { authorization: `Bearer ${creator}` },
      payload: { name, voice: `${name}'s voice` },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return (reply.json() as { id: string }).id;
  };
  creatorPersona = await persona('House');
  runnerPersona = await persona('Runner');
}, 60_000);
afterAll(() => server?.close());

function task(personaId: string): TaskDefinition {
  return {
    id: 'voices',
    name: 'Voices',
    heading: 'Says who speaks',
    description: 'Two AI steps: one in the runner persona, one in the creator persona.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 1,
    plans: 'explorer',
    category: 'business',
    parameters: [{ id: 'topic', name: 'topic', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Topic' } }],
    flow: {
      sequence: [
        {
          step: 'runner',
          service: 'test.voice',
          output: 'In the runner persona',
          inputs: { 'form.topic': { param: 'topic' } },
          options: { prompt: 'About {{form.topic}}' },
        },
        {
          step: 'house',
          service: 'test.voice',
          output: 'In the house persona',
          inputs: { 'step.runner': { step: 'runner' } },
          options: { prompt: 'Again: {{step.runner}}' },
          ai: { persona: { personaId }, output: { kind: 'text' } },
        },
      ],
    },
    sample: { parameters: { topic: { value: 'Solar' } } },
  };
}

async function testRun(definition: TaskDefinition, body: object): Promise<RequestStatus> {
  const made = await server.app.inject({
    method: 'POST',
    url: '/api/creator/tasks',
    headers: { authorization: `Bearer ${creator}` },
    payload: { definition },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json() as { creatorTaskId: string; problems: unknown[] }).creatorTaskId;
  expect((made.json() as { problems: unknown[] }).problems).toEqual([]);
  const started = await server.app.inject({
    method: 'POST',
    url: `/api/creator/tasks/${id}/test-run`,
    headers: { authorization: `Bearer ${creator}` },
    payload: body,
  });
  expect(started.statusCode, started.body).toBe(200);
  const { requestId } = started.json() as { requestId: string };
  return runClient(server.app, creator).settle(requestId, 30_000);
}

const texts = (status: RequestStatus) =>
  status.results.map((result) => `${result.parameter.name}: ${result.parameter.value[0]?.text ?? ''}`).sort();

describe('the persona of a step', () => {
  it("should be the run's for a step that takes the runner's, and the creator's for one that names it", async () => {
    const ended = await testRun(task(creatorPersona), { personaId: runnerPersona });
    expect(ended.status, ended.message).toBe('COMPLETED');
    expect(texts(ended)).toEqual([
      'In the house persona: persona=House; Write as the persona "House".; output=text',
      'In the runner persona: persona=Runner; Write as the persona "Runner".; output=default',
    ]);
  });

  it('should be none for a run that names none, and a named persona that is gone should fail its step', async () => {
    const ended = await testRun(task('0190b7c8-0000-7000-8000-00000000beef'), {});
    expect(ended.status).toBe('ERROR');
    expect(ended.message).toBe(
      `The step "In the house persona" failed: ${personaGoneMessage} Its credits were refunded.`,
    );
    expect(texts(ended)).toEqual(['In the runner persona: persona=none; none; output=default']);
  });
});
