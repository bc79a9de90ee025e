// Text services benchmark (issue 32): the CPU time of summarise-text's service chain (summary,
// keywords and bias check, then the report) run in process on the task's sample input, through
// the runtime's flow execution with outputs kept in memory (no HTTP, database or queue). Prints the
// CPU milliseconds per run (user + system, the median of several rounds after a warm-up), with the
// machine's cores and load average beside it (the fastest round too: a busy machine inflates CPU
// time less than wall-clock time, but still some). The e2e benchmark's API CPU per run is about
// this plus the fixed share of the trivial flow.
// `pnpm --filter @taskwell/api bench:text` (BENCH_TEXT_RUNS sets the runs per round)
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Binding, StepNode } from '@taskwell/task-engine';
import type { FinishedStep } from '../src/db/run-columns.ts';
import type { ExecuteFlowOptions } from '../src/runtime/execution/execute-flow.ts';
import { createServiceRegistry } from '../src/services/registry.ts';
import type { ServiceOutput, ServiceValue } from '../src/services/service.ts';

/** A line of the report. */
const print = (line: string) => process.stdout.write(`${line}\n`);

// The flow execution is in src/runtime/execution (decision 104), and was in src/runtime before: the
// same script measures an earlier commit too.
const flowExecution = ['../src/runtime/execution/execute-flow.ts', '../src/runtime/execute-flow.ts']
  .map((path) => new URL(path, import.meta.url))
  .find((url) => existsSync(url));
if (!flowExecution) throw new Error('The flow execution was not found.');
const { executeFlow } = (await import(flowExecution.href)) as typeof import('../src/runtime/execution/execute-flow.ts');

const runsPerRound = Number(process.env.BENCH_TEXT_RUNS ?? 300);
const rounds = 9;
const warmUpRuns = 500;

interface CatalogueTask {
  id: string;
  flow: ExecuteFlowOptions['definition']['flow'];
  sample?: { parameters: Record<string, { value: string }> };
}

const tasks = JSON.parse(readFileSync(new URL('../catalogue/tasks.json', import.meta.url), 'utf8')) as CatalogueTask[];
const task = tasks.find((candidate) => candidate.id === 'summarise-text');
if (!task?.sample) throw new Error('summarise-text has no sample input');
const parameters = task.sample.parameters;
const definition = task as unknown as ExecuteFlowOptions['definition'];
const services = createServiceRegistry();

/** One run of the flow on the sample input, its outputs kept as the runtime keeps them for later steps. */
async function run(): Promise<void> {
  const outputs = new Map<string, ServiceValue>();
  const resolve = async (binding: Binding) => {
    if ('step' in binding) {
      const value = outputs.get(binding.step);
      if (!value) throw new Error(`Step ${binding.step} has not finished`);
      return { kind: 'value' as const, value };
    }
    const given = 'param' in binding ? parameters[binding.param]?.value : undefined;
    return { kind: 'value' as const, value: { contentType: 'text/plain', bytes: Buffer.from(given ?? '') } };
  };
  const record = async (step: StepNode, output: ServiceOutput): Promise<FinishedStep> => {
    const document = output.document ? { document: output.document } : {};
    outputs.set(step.step, { contentType: output.contentType, bytes: output.bytes, ...document });
    return { assetId: step.step, contentType: output.contentType, source: output.source, created: '' };
  };
  const outcome = await executeFlow({
    definition,
    services,
    finished: new Map(),
    resolve,
    record,
    signal: new AbortController().signal,
    stepTimeoutMs: 60_000,
  });
  if (outcome.kind !== 'completed') throw new Error(`The run ended ${outcome.kind}`);
}

/** CPU milliseconds (user + system) per run over `count` runs one after the other. */
async function cpuPerRun(count: number): Promise<number> {
  const before = process.cpuUsage();
  for (let index = 0; index < count; index += 1) await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

print(`summarise-text service chain in process, sample input (${parameters.text?.value.length ?? 0} characters)`);
print(`nproc ${availableParallelism()}, load average ${load()}`);
const firstStart = process.cpuUsage();
await run();
const first = process.cpuUsage(firstStart);
print(`first run (loads the models): ${((first.user + first.system) / 1000).toFixed(1)} ms CPU`);
await cpuPerRun(warmUpRuns);
const figures: number[] = [];
for (let round = 0; round < rounds; round += 1) figures.push(await cpuPerRun(runsPerRound));
print(
  `CPU per run: median ${median(figures).toFixed(3)} ms, fastest round ${Math.min(...figures).toFixed(3)} ms (${rounds} rounds of ${runsPerRound} runs)`,
);
print(`rounds: ${figures.map((value) => value.toFixed(3)).join(', ')} ms`);
print(`load average after: ${load()}`);
