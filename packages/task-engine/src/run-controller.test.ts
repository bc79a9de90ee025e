import type { ExecuteTaskRequest, RequestStatus, Result } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { createRunController, type RunState } from './run-controller.ts';
import { createManualClock } from './testing/manual-clock.ts';
import { createScriptedTransport, type Scripted, type ScriptedStream } from './testing/scripted-transport.ts';

const request: ExecuteTaskRequest = {
  taskId: 'summarise-text',
  parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'Quarterly figures' } },
  character: { name: 'EMPTY', content: '' },
};
const accepted = { status: 'IN_PROGRESS' as const, requestId: 'req-1' };
const result = (name: string, created: string): Result => ({
  parameter: {
    name,
    metadata: { 'Content-Type': 'text/markdown', created },
    value: [{ source: name, data: `a-${name}` }],
  },
});
const status = (overrides: Partial<RequestStatus>): RequestStatus => ({
  status: 'IN_PROGRESS',
  requestId: 'req-1',
  step: 0,
  max: 3,
  results: [],
  ...overrides,
});
const httpError = (code: number) => Object.assign(new Error(`status ${code}`), { name: 'ApiError', status: code });

function setup(results: Scripted<RequestStatus>[], extra: Parameters<typeof createScriptedTransport>[0] = {}) {
  const clock = createManualClock();
  const transport = createScriptedTransport({ execute: [accepted], results, ...extra });
  const run = createRunController({ transport, clock });
  const polls = () => transport.calls.filter((call) => call.method === 'results').length;
  return { clock, transport, run, polls };
}

describe('the run controller (spec §4, §7)', () => {
  describe('starting', () => {
    it('should send the execute body, then poll once at once and every 5000 ms', async () => {
      const { clock, transport, run, polls } = setup([status({ step: 0 }), status({ step: 1 }), status({ step: 2 })]);

      await run.start(request);
      expect(transport.calls[0]).toEqual({ method: 'execute', args: [request] });
      expect(polls()).toBe(1);
      expect(run.getState()).toMatchObject({ phase: 'running', requestId: 'req-1', step: 0, attempts: 1 });

      await clock.advance(4999);
      expect(polls()).toBe(1);
      await clock.advance(1);
      expect(polls()).toBe(2);
      expect(run.getState().step).toBe(1);
      run.dispose();
    });

    it('should poll at the configured interval', async () => {
      const clock = createManualClock();
      const transport = createScriptedTransport({ execute: [accepted], results: [status({})] });
      const run = createRunController({ transport, clock, pollIntervalMs: 250 });
      await run.start(request);
      await clock.advance(250);
      expect(transport.calls.filter((call) => call.method === 'results')).toHaveLength(2);
      run.dispose();
    });

    it('should tell listeners of every change', async () => {
      const { run } = setup([status({ status: 'COMPLETED' })]);
      const phases: string[] = [];
      run.subscribe(() => phases.push(run.getState().phase));
      await run.start(request);
      expect(phases).toEqual(['starting', 'running', 'completed']);
    });
  });

  describe('start failures', () => {
    it.each([
      {
        name: 'a start reply that is not IN_PROGRESS',
        execute: [{ status: 'COMPLETED' as const, requestId: 'req-1' }],
        want: { kind: 'start-rejected', message: 'Request Parsing Error: COMPLETED' },
      },
      {
        name: 'a non-success reply',
        execute: [{ throws: httpError(500) }],
        want: { kind: 'http', status: 500, message: 'Network response was not ok (500)', detail: 'status 500' },
      },
      {
        name: 'access denied',
        execute: [{ throws: Object.assign(new Error('Access denied'), { name: 'AccessDeniedError', status: 401 }) }],
        want: { kind: 'access-denied', status: 401, message: 'Access denied' },
      },
      {
        name: 'a 401 through a proxy that added the credentials (no AccessDeniedError)',
        execute: [{ throws: httpError(401) }],
        want: { kind: 'access-denied', status: 401, message: 'Access denied' },
      },
      {
        name: 'a plan that does not unlock the task (403, docs/decisions/045)',
        execute: [
          {
            throws: Object.assign(new Error('Your Free plan does not include "Brief". Upgrade to Creator to run it.'), {
              name: 'ApiError',
              status: 403,
              code: 'plan_required',
            }),
          },
        ],
        want: {
          kind: 'plan-required',
          status: 403,
          message: 'Your Free plan does not include "Brief". Upgrade to Creator to run it.',
        },
      },
      {
        name: 'a balance below the fee (402)',
        execute: [
          {
            throws: Object.assign(new Error('This task costs 8 credits and your balance is 3 credits.'), {
              name: 'ApiError',
              status: 402,
              code: 'insufficient_credits',
            }),
          },
        ],
        want: {
          kind: 'insufficient-credits',
          status: 402,
          message: 'This task costs 8 credits and your balance is 3 credits.',
        },
      },
      {
        name: 'a refusal with the server’s reason (422)',
        execute: [
          { throws: Object.assign(new Error('Drop a PDF: a value is required'), { name: 'ApiError', status: 422 }) },
        ],
        want: {
          kind: 'http',
          status: 422,
          message: 'Network response was not ok (422)',
          detail: 'Drop a PDF: a value is required',
        },
      },
      {
        name: 'a service down for a moment (503 with Retry-After, issue 42)',
        execute: [
          {
            throws: Object.assign(new Error('The service is busy, try again in a moment.'), {
              name: 'ApiError',
              status: 503,
              code: 'service_unavailable',
              retryAfterSeconds: 5,
            }),
          },
        ],
        want: {
          kind: 'service-busy',
          status: 503,
          message: 'The service is busy, try again in a moment.',
          retryAfterSeconds: 5,
        },
      },
      {
        name: 'an unreachable server',
        execute: [{ throws: Object.assign(new Error('fetch failed'), { name: 'NetworkError' }) }],
        want: { kind: 'network', message: 'Failed to execute the task: fetch failed' },
      },
      {
        name: 'an unreadable reply',
        execute: [
          { throws: Object.assign(new Error('"body" is not a JSON document'), { name: 'MalformedReplyError' }) },
        ],
        want: { kind: 'malformed-reply', message: 'Error with Response Processing: "body" is not a JSON document' },
      },
    ])('given $name, should fail with no poll and no timer', async ({ execute, want }) => {
      const { clock, run, polls } = setup([status({})], { execute });
      await run.start(request);
      expect(run.getState()).toMatchObject({ phase: 'failed', failure: want });
      expect(polls()).toBe(0);
      expect(clock.pending()).toBe(0);
    });
  });

  describe('poll outcomes', () => {
    const results = [result('Summary', '2026-11-01T10:00:00Z')];
    it.each([
      {
        name: 'COMPLETED',
        reply: status({ status: 'COMPLETED', step: 2, results }),
        want: { phase: 'completed', failure: null, results, step: 2 },
      },
      {
        name: 'PAUSED',
        reply: status({
          status: 'PAUSED',
          step: 1,
          results,
          missing: {
            requestId: 'req-1',
            parameters: [{ assetId: 'p-1', parameter: { id: 'a', name: 'audience', valueType: 'text/plain' } }],
          },
        }),
        want: { phase: 'paused', failure: null, results, missing: { requestId: 'req-1' } },
      },
      {
        name: 'ERROR at a step',
        reply: status({ status: 'ERROR', step: 1, message: 'The summariser failed.' }),
        want: {
          phase: 'failed',
          failure: { kind: 'task-error', step: 1, message: 'Error in processing the task: The summariser failed.' },
        },
      },
      {
        name: 'ERROR without a message',
        reply: status({ status: 'ERROR', step: 0 }),
        want: {
          phase: 'failed',
          failure: { kind: 'task-error', step: 0, message: 'Error in processing the task: step 1 failed' },
        },
      },
      {
        name: 'ABORTED',
        reply: status({ status: 'ABORTED', step: 2 }),
        want: { phase: 'failed', failure: { kind: 'aborted', step: 2 } },
      },
      {
        name: 'an unknown status',
        reply: status({ status: 'QUEUED' as RequestStatus['status'] }),
        want: {
          phase: 'failed',
          failure: { kind: 'unexpected-status', status: 'QUEUED', message: 'Unexpected task status' },
        },
      },
      {
        name: 'a failed poll',
        reply: { throws: httpError(502) },
        want: {
          phase: 'failed',
          failure: { kind: 'poll-failed', message: 'Error in processing the task: Network response was not ok (502)' },
        },
      },
      {
        name: 'an exception while polling',
        reply: { throws: new TypeError('fetch failed') },
        want: {
          phase: 'failed',
          failure: { kind: 'poll-failed', message: 'Error in processing the task: fetch failed' },
        },
      },
    ] satisfies { name: string; reply: Scripted<RequestStatus>; want: Partial<Record<keyof RunState, unknown>> }[])(
      'given $name, should stop polling with the right state',
      async ({ reply, want }) => {
        const { clock, run, polls } = setup([status({}), reply]);
        await run.start(request);
        await clock.advance(5000);
        expect(run.getState()).toMatchObject(want);
        expect(clock.pending()).toBe(0);
        await clock.advance(60_000);
        expect(polls()).toBe(2);
      },
    );
  });

  describe('a poll answered 503 (issue 42: the service is down for a moment, the run goes on)', () => {
    const busy = (retryAfterSeconds?: number) => ({
      throws: Object.assign(new Error('The service is busy, try again in a moment.'), {
        name: 'ApiError',
        status: 503,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      }),
    });

    it.each([
      { given: 'Retry-After 12 s', reply: busy(12), want: 12_000 },
      { given: 'Retry-After 1 s, below the interval', reply: busy(1), want: 5000 },
      { given: 'no Retry-After', reply: busy(), want: 5000 },
    ])('given $given, should poll again after $want ms and follow the run to its end', async ({ reply, want }) => {
      const { clock, run, polls } = setup([status({}), reply, status({ status: 'COMPLETED', step: 2 })]);
      await run.start(request);
      await clock.advance(5000);
      expect(run.getState()).toMatchObject({ phase: 'running', failure: null, attempts: 2 });
      await clock.advance(want - 1);
      expect(polls()).toBe(2);
      await clock.advance(1);
      expect(polls()).toBe(3);
      expect(run.getState()).toMatchObject({ phase: 'completed', failure: null });
      expect(clock.pending()).toBe(0);
    });

    it('given 503s up to the maximum number of polls, should stop there', async () => {
      const clock = createManualClock();
      const transport = createScriptedTransport({ execute: [accepted], results: [busy(), busy(), busy()] });
      const run = createRunController({ transport, clock, maxAttempts: 3 });
      await run.start(request);
      await clock.advance(5000);
      await clock.advance(5000);
      expect(run.getState()).toMatchObject({ phase: 'failed', failure: { kind: 'poll-failed' }, attempts: 3 });
      expect(clock.pending()).toBe(0);
    });
  });

  describe('the maximum number of polls', () => {
    it('should stop with "Maximum pull attempts reached." after the configured maximum', async () => {
      const clock = createManualClock();
      const transport = createScriptedTransport({ execute: [accepted], results: [status({})] });
      const run = createRunController({ transport, clock, maxAttempts: 3 });
      await run.start(request);
      await clock.runAll();
      expect(run.getState()).toMatchObject({
        phase: 'failed',
        attempts: 3,
        failure: { kind: 'max-attempts', message: 'Maximum pull attempts reached.' },
      });
      expect(transport.calls.filter((call) => call.method === 'results')).toHaveLength(3);
      expect(clock.pending()).toBe(0);
    });

    it('should allow 100 polls by default and leave no timer', async () => {
      const { clock, run, polls } = setup([status({})]);
      await run.start(request);
      await clock.runAll();
      expect(polls()).toBe(100);
      expect(run.getState().failure?.kind).toBe('max-attempts');
      expect(clock.pending()).toBe(0);
    });

    it('should complete on the 100th poll', async () => {
      const replies = [...Array.from({ length: 99 }, () => status({})), status({ status: 'COMPLETED' })];
      const { clock, run } = setup(replies);
      await run.start(request);
      await clock.runAll();
      expect(run.getState()).toMatchObject({ phase: 'completed', attempts: 100 });
    });
  });

  describe('continue (spec §4 PAUSED)', () => {
    const paused = status({
      status: 'PAUSED',
      step: 1,
      missing: {
        requestId: 'req-1',
        parameters: [{ assetId: 'p-1', parameter: { id: 'a', name: 'audience', valueType: 'text/plain' } }],
      },
    });

    it('should resume the same request, poll again with a fresh count, and complete', async () => {
      const { clock, transport, run } = setup(
        [status({}), paused, status({ step: 2 }), status({ status: 'COMPLETED', step: 3 })],
        {
          resume: [accepted],
        },
      );
      await run.start(request);
      await clock.advance(5000);
      expect(run.getState()).toMatchObject({ phase: 'paused', attempts: 2 });

      const body = { parameters: [{ assetId: 'p-1', value: 'Investors' }] };
      await run.continue(body);
      expect(transport.calls.find((call) => call.method === 'resume')).toEqual({
        method: 'resume',
        args: ['req-1', body],
      });
      expect(run.getState()).toMatchObject({ phase: 'running', attempts: 1, missing: null });
      await clock.advance(5000);
      expect(run.getState()).toMatchObject({ phase: 'completed', step: 3 });
    });

    it('should refuse to continue a run that is not paused', async () => {
      const { run } = setup([status({})]);
      await expect(run.continue({ parameters: [] })).rejects.toThrow('Only a paused run can be continued.');
      run.dispose();
    });

    it.each([
      {
        name: 'a non-success resume reply',
        resume: [{ throws: httpError(409) }],
        want: 'Network response was not ok (409)',
      },
      {
        name: 'a resume reply that is not IN_PROGRESS',
        resume: [{ status: 'ERROR' as const, requestId: 'req-1' }],
        want: 'Request Parsing Error: ERROR',
      },
    ])('given $name, should fail', async ({ resume, want }) => {
      const { run } = setup([paused], { resume });
      await run.start(request);
      await run.continue({ parameters: [{ assetId: 'p-1', value: 'Team' }] });
      expect(run.getState().failure?.message).toBe(want);
    });
  });

  describe('idempotency keys (issue 29: a double click or a second try never charges twice)', () => {
    const keyed = (results: Scripted<RequestStatus>[], extra: Parameters<typeof createScriptedTransport>[0] = {}) => {
      let made = 0;
      const transport = createScriptedTransport({ execute: [accepted], results, ...extra });
      const run = createRunController({
        transport,
        clock: createManualClock(),
        newIdempotencyKey: () => {
          made += 1;
          return `key-${made}`;
        },
      });
      return { transport, run };
    };

    it('given a start clicked twice before its reply should send both with one key', async () => {
      const { transport, run } = keyed([status({})]);
      await Promise.all([run.start(request), run.start(request)]);
      expect(transport.idempotencyKeys).toEqual([
        { method: 'execute', key: 'key-1' },
        { method: 'execute', key: 'key-1' },
      ]);
      run.dispose();
    });

    it('given a start whose call failed should try again with the same key, and a new key once accepted', async () => {
      const { transport, run } = keyed([status({ status: 'ERROR' })], {
        execute: [{ throws: Object.assign(new TypeError('fetch failed'), { name: 'NetworkError' }) }, accepted],
      });
      await run.start(request);
      expect(run.getState().phase).toBe('failed');
      await run.start(request);
      expect(run.getState().phase).toBe('failed');
      // Retry of a run that ended: a new action, a new key.
      await run.retry();
      expect(transport.idempotencyKeys.map((entry) => entry.key)).toEqual(['key-1', 'key-1', 'key-2']);
      run.dispose();
    });

    it('given a Continue should send it with a key of its own', async () => {
      const { transport, run } = keyed(
        [status({ status: 'PAUSED', missing: { requestId: 'req-1', parameters: [] } })],
        {
          resume: [accepted],
        },
      );
      await run.start(request);
      await run.continue({ parameters: [{ assetId: 'p-1', value: 'Team' }] });
      expect(transport.idempotencyKeys).toEqual([
        { method: 'execute', key: 'key-1' },
        { method: 'resume', key: 'key-2' },
      ]);
      run.dispose();
    });
  });

  describe("retry (the spec's Retry did nothing)", () => {
    it('should start again with the same inputs', async () => {
      const { transport, run } = setup([status({ status: 'ERROR', step: 0 }), status({ status: 'COMPLETED' })]);
      await run.start(request);
      expect(run.getState().phase).toBe('failed');
      await run.retry();
      const executes = transport.calls.filter((call) => call.method === 'execute');
      expect(executes).toEqual([
        { method: 'execute', args: [request] },
        { method: 'execute', args: [request] },
      ]);
      expect(run.getState()).toMatchObject({ phase: 'completed', failure: null });
    });

    it('should refuse when nothing ran', async () => {
      const { run } = setup([]);
      await expect(run.retry()).rejects.toThrow('There is no run to retry.');
    });
  });

  describe('stopping', () => {
    it('dispose should stop every timer and further poll', async () => {
      const { clock, run, polls } = setup([status({})]);
      await run.start(request);
      run.dispose();
      expect(clock.pending()).toBe(0);
      await clock.advance(60_000);
      expect(polls()).toBe(1);
    });

    it('cancel should drop a reply that arrives later and reset the state', async () => {
      const clock = createManualClock();
      let answer: (value: { status: 'IN_PROGRESS'; requestId: string }) => void = () => undefined;
      const transport = createScriptedTransport({ results: [status({})] });
      transport.execute = () => new Promise((resolve) => (answer = resolve));
      const run = createRunController({ transport, clock });
      const started = run.start(request);
      run.cancel();
      answer(accepted);
      await started;
      expect(run.getState()).toMatchObject({ phase: 'idle', requestId: null });
      expect(clock.pending()).toBe(0);
    });

    it('a new start should replace the run in progress', async () => {
      const { clock, run, polls } = setup([status({})]);
      await run.start(request);
      await run.start(request);
      expect(clock.pending()).toBe(1);
      expect(polls()).toBe(2);
      run.dispose();
    });
  });
});

describe('the run event stream', () => {
  const event = (id: string, overrides: Partial<RequestStatus>) => ({ id, status: status(overrides) });
  const paused = status({
    status: 'PAUSED',
    step: 1,
    missing: {
      requestId: 'req-1',
      parameters: [{ assetId: 'p-1', parameter: { id: 'a', name: 'audience', valueType: 'text/plain' } }],
    },
  });

  function withEvents(events: Scripted<ScriptedStream>[], extra: Parameters<typeof createScriptedTransport>[0] = {}) {
    const clock = createManualClock();
    const transport = createScriptedTransport({ execute: [accepted], results: [status({})], events, ...extra });
    const run = createRunController({ transport, clock });
    const count = (method: string) => transport.calls.filter((call) => call.method === method).length;
    return { clock, transport, run, count };
  }

  it("should show an AI step's text as it is written, then drop it for the result (issue 40)", async () => {
    const { clock, run } = withEvents([
      {
        events: [
          event('1', { step: 0, partial: { name: 'Answer', text: 'Dear' } }),
          event('1', { step: 0, partial: { name: 'Answer', text: 'Dear colleagues' } }),
          event('2', { status: 'COMPLETED', step: 1, results: [result('Answer', '2026-11-01T10:00:00Z')] }),
        ],
      },
    ]);
    const texts: (string | null)[] = [];
    run.subscribe(() => texts.push(run.getState().partial?.text ?? null));
    await run.start(request);
    await clock.advance(0);
    expect(texts).toEqual(expect.arrayContaining(['Dear', 'Dear colleagues']));
    expect(texts.indexOf('Dear')).toBeLessThan(texts.indexOf('Dear colleagues'));
    expect(run.getState()).toMatchObject({ phase: 'completed', partial: null });
    run.dispose();
  });

  it('should show each change as it arrives, with no poll and no timer', async () => {
    const { clock, run, count } = withEvents([
      {
        events: [
          event('1', { step: 0 }),
          event('2', { step: 1, results: [result('Summary', '2026-11-01T10:00:00Z')] }),
          event('3', { status: 'COMPLETED', step: 2 }),
        ],
      },
    ]);
    const steps: number[] = [];
    run.subscribe(() => steps.push(run.getState().step));
    await run.start(request);
    await clock.advance(0);
    expect(run.getState()).toMatchObject({ phase: 'completed', step: 2, channel: 'events', attempts: 0 });
    expect(steps).toContain(1);
    expect(count('results')).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('given a stream the server closes mid-run, should open it again from the last event id', async () => {
    const { clock, transport, run } = withEvents([
      { events: [event('4', { step: 0 })] },
      { events: [event('5', { status: 'COMPLETED', step: 2 })] },
    ]);
    await run.start(request);
    await clock.advance(0);
    expect(transport.calls.filter((call) => call.method === 'events').map((call) => call.args)).toEqual([
      ['req-1', undefined],
      ['req-1', '4'],
    ]);
    expect(run.getState().phase).toBe('completed');
  });

  it.each([
    { name: 'a stream that cannot be opened', events: [{ throws: Object.assign(new Error('x'), { status: 404 }) }] },
    {
      name: 'a stream that breaks',
      events: [{ events: [event('1', { step: 0 })], ending: { throws: new TypeError('x') } }],
    },
    { name: 'a stream that keeps closing with nothing new', events: [{ events: [] }] },
  ])('given $name, should fall back to the spec polling', async ({ events }) => {
    const { clock, run, count } = withEvents(events as Scripted<ScriptedStream>[], {
      results: [status({ step: 1 }), status({ status: 'COMPLETED', step: 2 })],
    });
    await run.start(request);
    await clock.advance(0);
    expect(run.getState()).toMatchObject({ phase: 'running', channel: 'polling', attempts: 1 });
    await clock.advance(5000);
    expect(run.getState().phase).toBe('completed');
    expect(count('results')).toBe(2);
  });

  it('given PAUSED, should stop listening, and follow the resumed run on a new stream', async () => {
    const { clock, run, count } = withEvents(
      [
        { events: [event('1', { step: 0 }), { id: '2', status: paused }], ending: 'hang' },
        { events: [event('3', { status: 'COMPLETED', step: 2 })] },
      ],
      { resume: [accepted] },
    );
    await run.start(request);
    await clock.advance(0);
    expect(run.getState()).toMatchObject({ phase: 'paused', missing: { requestId: 'req-1' } });
    await run.continue({ parameters: [{ assetId: 'p-1', value: 'Team' }] });
    await clock.advance(0);
    expect(run.getState().phase).toBe('completed');
    expect(count('events')).toBe(2);
  });

  it('cancel should close the stream, and what arrives later should be dropped', async () => {
    const { clock, run } = withEvents([{ events: [event('1', { step: 0 })], ending: 'hang' }]);
    await run.start(request);
    await clock.advance(0);
    expect(run.getState().phase).toBe('running');
    run.cancel();
    await clock.advance(0);
    expect(run.getState()).toMatchObject({ phase: 'idle', requestId: null, channel: null });
  });

  it('attach should follow a run started earlier, and Retry should start it again with the given request', async () => {
    const { clock, transport, run } = withEvents([
      { events: [event('9', { status: 'ERROR', step: 1, message: 'The summariser failed.' })] },
      { events: [event('1', { status: 'COMPLETED', step: 2 })] },
    ]);
    run.attach('req-1', request);
    await clock.advance(0);
    expect(run.getState()).toMatchObject({ phase: 'failed', requestId: 'req-1', failure: { kind: 'task-error' } });
    await run.retry();
    await clock.advance(0);
    expect(transport.calls.filter((call) => call.method === 'execute')).toEqual([
      { method: 'execute', args: [request] },
    ]);
    expect(run.getState().phase).toBe('completed');
  });
});
