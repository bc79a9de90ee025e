import { type ApiClient, createApiClient, type Task } from '@taskwell/api-sdk';
import { MOCK_PIN, tasks } from '@taskwell/mocks';
import { setupMockServer } from '@taskwell/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildExecuteRequest,
  buildResumeRequest,
  changeValue,
  createRunController,
  createSdkTransport,
  type FormValues,
  optionsFor,
  type RunController,
  type RunPhase,
  type RunState,
} from '../src/index.ts';

// The controller over the real api-sdk client, against the contract's mock API (msw).
const mockApi = setupMockServer();
const baseUrl = 'http://api.test';
let api: ApiClient;

beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
// A reset forgets sessions, so each test signs in again.
beforeEach(async () => {
  const anonymous = createApiClient({ baseUrl });
  await anonymous.requestOtp({ email: 'grace@taskwell.dev' });
  const { session_token } = await anonymous.verifyOtp({ email: 'grace@taskwell.dev', otp: MOCK_PIN });
  api = createApiClient({ baseUrl, getToken: () => session_token });
});
afterEach(() => mockApi.reset());
afterAll(() => mockApi.server.close());

/** A filled form for a task: the first option of each list, a sentence for the rest. */
function fill(task: Task): FormValues {
  let values: FormValues = {};
  for (const parameter of task.parameters) {
    if (!parameter.ui) continue;
    const value =
      parameter.ui.type === 'list'
        ? (optionsFor(parameter, values)[0]?.value ?? '')
        : 'Our quarterly results in brief.';
    values = changeValue(task.parameters, values, parameter.name, value);
  }
  return values;
}

function task(id: string): Task {
  const found = tasks.find((entry) => entry.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
}

function settled(run: RunController, phases: RunPhase[]): Promise<RunState> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`still ${run.getState().phase}`)), 5000);
    const check = () => {
      if (!phases.includes(run.getState().phase)) return;
      clearTimeout(timeout);
      unsubscribe();
      resolve(run.getState());
    };
    const unsubscribe = run.subscribe(check);
    check();
  });
}

/** A controller on the SDK transport: with the run event stream, or (`polling`) without it. */
function controller(channel: 'events' | 'polling' = 'events') {
  const { events, ...withoutEvents } = createSdkTransport(api);
  const transport = channel === 'events' ? { ...withoutEvents, events } : withoutEvents;
  return createRunController({ transport, pollIntervalMs: 1 });
}

describe('a run against the mock API', () => {
  it('should go IN_PROGRESS → PAUSED → (continue) → COMPLETED with the results of every step', async () => {
    const rewrite = task('rewrite-tone');
    const run = controller();
    const phases: RunPhase[] = [];
    run.subscribe(() => phases.push(run.getState().phase));

    await run.start(buildExecuteRequest({ taskId: rewrite.id, parameters: rewrite.parameters, values: fill(rewrite) }));
    const paused = await settled(run, ['paused', 'failed', 'completed']);
    expect(paused.phase).toBe('paused');
    expect(paused.missing?.parameters.map((entry) => entry.parameter.name)).toEqual(['audience']);
    expect(paused.results.map((result) => result.parameter.name)).toEqual(['Tone of the draft']);

    const audience = paused.missing?.parameters[0]?.parameter;
    if (!paused.missing || !audience) throw new Error('no missing parameter');
    const answer = optionsFor(audience, {})[1]?.value ?? '';
    await run.continue(buildResumeRequest(paused.missing, { audience: answer }));
    const done = await settled(run, ['completed', 'failed']);

    expect(done.phase).toBe('completed');
    expect(done.results.map((result) => result.parameter.name)).toEqual(['Tone of the draft', 'Rewrite', 'Bias check']);
    expect(done.step + 1).toBe(done.max);
    expect(phases).toContain('running');
    run.dispose();
  });

  it.each([
    { failure: 'error-step', want: { kind: 'task-error' } },
    { failure: 'aborted', want: { kind: 'aborted' } },
    {
      failure: 'server-error',
      want: { kind: 'poll-failed', message: 'Error in processing the task: Network response was not ok (500)' },
    },
    { failure: 'network', want: { kind: 'poll-failed' } },
    {
      failure: 'malformed',
      want: { kind: 'poll-failed', message: expect.stringContaining('Error with Response Processing') },
    },
    { failure: 'unauthorized', want: { kind: 'access-denied', status: 401, message: 'Access denied' } },
  ] as const)('given a poll that fails with $failure, should fail as $want.kind', async ({ failure, want }) => {
    const summarise = task('summarise-text');
    mockApi.failNext('getRequestResults', failure);
    const run = controller('polling');
    await run.start(
      buildExecuteRequest({ taskId: summarise.id, parameters: summarise.parameters, values: fill(summarise) }),
    );
    const state = await settled(run, ['failed', 'completed']);
    expect(state.phase).toBe('failed');
    expect(state.failure).toMatchObject(want);
    run.dispose();
  });

  it.each(['server-error', 'network', 'malformed'] as const)(
    'given an event stream that fails with %s, should follow the run by polling to COMPLETED',
    async (failure) => {
      const summarise = task('summarise-text');
      mockApi.failNext('streamRequestEvents', failure);
      const run = controller();
      await run.start(
        buildExecuteRequest({ taskId: summarise.id, parameters: summarise.parameters, values: fill(summarise) }),
      );
      const state = await settled(run, ['failed', 'completed']);
      expect(state).toMatchObject({ phase: 'completed', channel: 'polling' });
      run.dispose();
    },
  );

  it.each([
    { failure: 'server-error', want: { kind: 'http', status: 500, message: 'Network response was not ok (500)' } },
    { failure: 'malformed', want: { kind: 'malformed-reply' } },
    { failure: 'network', want: { kind: 'network' } },
  ] as const)('given a start that fails with $failure, should fail as $want.kind', async ({ failure, want }) => {
    const summarise = task('summarise-text');
    mockApi.failNext('executeTask', failure);
    const run = controller();
    await run.start(
      buildExecuteRequest({ taskId: summarise.id, parameters: summarise.parameters, values: fill(summarise) }),
    );
    expect(run.getState()).toMatchObject({ phase: 'failed', failure: want });
    run.dispose();
  });

  it.each([
    {
      given: 'a plan that does not unlock the task (403)',
      email: 'free@taskwell.dev',
      taskId: 'pdf-brief',
      want: { kind: 'plan-required', status: 403, message: expect.stringContaining('Brief from a PDF') },
    },
    {
      given: 'a balance below the fee (402)',
      email: 'free@taskwell.dev',
      taskId: 'quote-card',
      balance: 1,
      want: { kind: 'insufficient-credits', status: 402, message: expect.stringContaining('costs 3 credits') },
    },
  ])('given $given, should fail with the server’s sentence and keep the session', async (given) => {
    const anonymous = createApiClient({ baseUrl });
    await anonymous.requestOtp({ email: given.email });
    const { session_token } = await anonymous.verifyOtp({ email: given.email, otp: MOCK_PIN });
    if (given.balance !== undefined) mockApi.context.accountFor(given.email).profile.accountBalance = given.balance;
    let ended = false;
    const own = createApiClient({ baseUrl, getToken: () => session_token, onUnauthorized: () => (ended = true) });
    const run = createRunController({ transport: createSdkTransport(own), pollIntervalMs: 1 });
    const chosen = task(given.taskId);

    await run.start(buildExecuteRequest({ taskId: chosen.id, parameters: chosen.parameters, values: fill(chosen) }));

    expect(run.getState()).toMatchObject({ phase: 'failed', failure: given.want });
    expect(ended).toBe(false);
    expect(mockApi.context.session(session_token)).toBeDefined();
    run.dispose();
  });

  it('should upload an input file through the transport', async () => {
    const transport = createSdkTransport(api);
    const created = await transport.uploadAsset(new Blob(['Meeting notes']), 'text/plain', 'notes.txt');
    expect(created.assetId).toEqual(expect.any(String));
    expect(created.fileName).toBe('notes.txt');
  });
});
