import { readFileSync } from 'node:fs';
import type { Binding, FlowNode, StepNode, TaskDefinition } from '@taskwell/task-engine';
import { describe, expect, it } from 'vitest';
import type { FinishedStep } from '../../db/run-columns.ts';
import { createServiceRegistry } from '../../services/registry.ts';
import type { ServiceOutput, ServiceValue } from '../../services/service.ts';
import { textReadings } from '../../services/text-analyses.ts';
import { testTask } from '../testing/test-catalogue.ts';
import { executeFlow } from './execute-flow.ts';

// Issue 32: steps of one run that read the same text share one reading of it (the English model's
// document, the keywords, the bias check), and a reading is not kept for the next run.

const services = createServiceRegistry();

const text =
  'The chairman opened the quarterly review. The new onboarding programme cut the time to a first order from nine days to four. ' +
  'Support tickets fell by a third because the setup guide answers the questions customers used to ask. ' +
  'The programme cost less than planned.';

/** Runs a flow on `text` with its outputs kept in memory, as the runtime hands them to later steps. */
async function run(definition: TaskDefinition, parameters: Record<string, string>): Promise<void> {
  const outputs = new Map<string, ServiceValue>();
  const outcome = await executeFlow({
    definition,
    services,
    finished: new Map(),
    resolve: async (binding: Binding) => {
      if ('step' in binding) {
        const value = outputs.get(binding.step);
        if (!value) throw new Error(`Step ${binding.step} has not finished`);
        return { kind: 'value', value };
      }
      const given = 'param' in binding ? parameters[binding.param] : 'value' in binding ? binding.value : undefined;
      return { kind: 'value', value: { contentType: 'text/plain', bytes: Buffer.from(given ?? '') } };
    },
    record: async (step: StepNode, output: ServiceOutput): Promise<FinishedStep> => {
      const document = output.document ? { document: output.document } : {};
      outputs.set(step.step, { contentType: output.contentType, bytes: output.bytes, ...document });
      return { assetId: step.step, contentType: output.contentType, source: output.source, created: '' };
    },
    signal: new AbortController().signal,
    stepTimeoutMs: 60_000,
  });
  expect(outcome).toEqual({ kind: 'completed' });
}

/** How many texts were read, by analysis, while `work` ran. */
async function readingsOf(work: () => Promise<void>): Promise<typeof textReadings> {
  const before = { ...textReadings };
  await work();
  return {
    english: textReadings.english - before.english,
    keywords: textReadings.keywords - before.keywords,
    bias: textReadings.bias - before.bias,
  };
}

const step = (id: string, service: string): FlowNode => ({
  step: id,
  service,
  output: id,
  inputs: { text: { param: 'text' } },
});

// Every step reads the start text: two read it with the English model, two look for its keywords,
// two check it for bias.
const sameText = testTask('same-text', {
  sequence: [
    step('summary', 'text.summary'),
    {
      parallel: [
        step('sentiment', 'text.sentiment'),
        step('keywords', 'text.keywords'),
        step('chart', 'image.keyword-chart'),
        step('bias', 'text.bias'),
      ],
    },
    step('revision', 'text.inclusive-revision'),
  ],
});

describe('given steps of a run that read the same text', () => {
  it('should read it once for each analysis', async () => {
    expect(await readingsOf(() => run(sameText, { text }))).toEqual({ english: 1, keywords: 1, bias: 1 });
  }, 60_000);

  it('should read it again in the next run: nothing of a run is kept for another', async () => {
    const readings = await readingsOf(async () => {
      await run(sameText, { text });
      await run(sameText, { text });
    });
    expect(readings).toEqual({ english: 2, keywords: 2, bias: 2 });
  }, 60_000);
});

describe('given a run of summarise-text', () => {
  // Its results are checked for bias after their steps, by the text checks (issue 28), not in its flow.
  it('should read the input once with the English model and once for its keywords, and nothing for bias', async () => {
    const tasks = JSON.parse(
      readFileSync(new URL('../../../catalogue/tasks.json', import.meta.url), 'utf8'),
    ) as TaskDefinition[];
    const definition = tasks.find((task) => task.id === 'summarise-text');
    if (!definition) throw new Error('summarise-text is not in the catalogue');
    const readings = await readingsOf(() => run(definition, { text, length: 'short' }));
    expect(readings).toEqual({ english: 1, keywords: 1, bias: 0 });
  }, 60_000);
});
