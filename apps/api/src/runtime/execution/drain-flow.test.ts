import type { FlowNode, StepNode } from '@taskwell/task-engine';
import { describe, expect, it } from 'vitest';
import type { FinishedStep } from '../../db/run-columns.ts';
import { type Service, textOutput } from '../../services/service.ts';
import { testTask } from '../testing/test-catalogue.ts';
import { executeFlow } from './execute-flow.ts';
import { RunStopped } from './run-errors.ts';

// A process that stops taking work drains its runs (decision 115): the steps under way end and
// are recorded, no step starts after the drain, and the flow stops with the drain's reason so
// that the run goes back to the queue from its last finished step.

/** A service whose calls wait until the test lets them end; it records what started and what was aborted. */
function gatedService() {
  const started: string[] = [];
  const aborted: string[] = [];
  const gates: Array<() => void> = [];
  const service: Service = {
    name: 'gate',
    label: 'Gate',
    summary: 'A stand-in service of the tests.',
    produces: ['text/plain'],
    inputs: {},
    run: (_inputs, context) =>
      new Promise((resolve) => {
        const name = String(context.options.name);
        started.push(name);
        context.signal.addEventListener('abort', () => aborted.push(name), { once: true });
        gates.push(() => resolve(textOutput(name, { source: 'Gate', contentType: 'text/plain' })));
      }),
  };
  const openAll = () => {
    for (const open of gates.splice(0)) open();
  };
  return { service, started, aborted, openAll };
}

const gate = (step: string): FlowNode => ({ step, service: 'gate', output: step, inputs: {}, options: { name: step } });

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 1000) throw new Error('the condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function drainedFlow(flow: FlowNode, draining: AbortController) {
  const gated = gatedService();
  const recorded: string[] = [];
  const outcome = executeFlow({
    definition: testTask('drained', flow),
    services: new Map([['gate', gated.service]]),
    finished: new Map(),
    resolve: async () => ({ kind: 'value', value: { contentType: 'text/plain', bytes: Buffer.from('x') } }),
    record: async (step: StepNode): Promise<FinishedStep> => {
      recorded.push(step.step);
      return { assetId: `asset-${step.step}` } as FinishedStep;
    },
    signal: new AbortController().signal,
    draining: draining.signal,
    stepTimeoutMs: 10_000,
  }).then(
    (value) => ({ ended: 'resolved' as const, value }),
    (error: unknown) => ({ ended: 'rejected' as const, error }),
  );
  return { ...gated, recorded, outcome };
}

describe('executeFlow while its process drains', () => {
  it.each([
    {
      given: 'a sequence drained during its first step',
      flow: { sequence: [gate('a'), gate('b')] },
      under: ['a'],
    },
    {
      given: 'parallel branches drained while both run, a step after them',
      flow: { sequence: [{ parallel: [gate('a'), gate('c')] }, gate('d')] },
      under: ['a', 'c'],
    },
  ])('given $given should end the steps under way, record them, and start none after', async ({ flow, under }) => {
    const draining = new AbortController();
    const drained = drainedFlow(flow as FlowNode, draining);
    await until(() => drained.started.length === under.length);
    draining.abort(new RunStopped('shutdown'));
    drained.openAll();
    const outcome = await drained.outcome;
    expect(outcome.ended).toBe('rejected');
    expect(outcome.ended === 'rejected' && outcome.error).toBeInstanceOf(RunStopped);
    expect({ started: drained.started, recorded: [...drained.recorded].sort(), aborted: drained.aborted }).toEqual({
      started: under,
      recorded: under,
      aborted: [],
    });
  });

  it('given a drain before the first step should start nothing', async () => {
    const draining = new AbortController();
    draining.abort(new RunStopped('shutdown'));
    const drained = drainedFlow({ sequence: [gate('a')] }, draining);
    const outcome = await drained.outcome;
    expect(outcome.ended === 'rejected' && (outcome.error as RunStopped).stopCause).toBe('shutdown');
    expect(drained.started).toEqual([]);
  });

  it('given no drain should complete every step', async () => {
    const drained = drainedFlow({ sequence: [gate('a'), gate('b')] }, new AbortController());
    await until(() => drained.started.length === 1);
    drained.openAll();
    await until(() => drained.started.length === 2);
    drained.openAll();
    expect(await drained.outcome).toEqual({ ended: 'resolved', value: { kind: 'completed' } });
    expect(drained.recorded).toEqual(['a', 'b']);
  });
});
