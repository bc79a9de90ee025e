import type { Task, TaskParameter } from '@taskwell/api-sdk';
import type { AiStepSettings } from './ai-step.ts';

/**
 * A task as it runs: the contract's `Task` (its card and start form, what the catalogue lists)
 * plus how it runs. Tasks are "stacks of AI and non-AI services" orchestrated by sequencers and
 * multiplexers (spec §1): the `flow` is a tree of `sequence` and `parallel` nodes whose leaves are
 * service steps. Seeded tasks and tasks users build are this one kind of thing.
 */
export interface TaskDefinition extends Task {
  /** Inputs the start form does not ask for: a step that needs one pauses the run until resume gives it. */
  asks?: TaskParameter[];
  /** How the task runs. */
  flow: FlowNode;
  /**
   * Inputs that show what the task does: the Sample modal's run, a test run's defaults, and the
   * catalogue's own tests. A task without one has no sample results.
   */
  sample?: SampleInputs;
}

/** A node of a flow. */
export type FlowNode = StepNode | SequenceNode | ParallelNode;

/** Runs its children one after another (a sequencer). */
export interface SequenceNode {
  sequence: FlowNode[];
}

/** Runs its children at the same time and merges their outputs (a multiplexer). */
export interface ParallelNode {
  parallel: FlowNode[];
}

/** A literal option of a step (a report title, a prompt, a model tier). */
export type StepOption = string | number | boolean;

/** One service call: its output becomes an asset and one result of the run. */
export interface StepNode {
  /** Unique within the task; later steps bind to this step's output by it. */
  step: string;
  /** The service's name (`text.summary`, `audio.speech`, ...). */
  service: string;
  /** The result's name, as shown above it. */
  output: string;
  /** Where each input of the service comes from. */
  inputs: Record<string, Binding>;
  /** Literal options of the service. */
  options?: Record<string, StepOption>;
  /** An AI step's persona, output shape and service (issue 40); only on a service that calls an AI model. */
  ai?: AiStepSettings;
}

/** Where a step input comes from. */
export type Binding =
  /** A start parameter; `default` stands in when an optional (ui-less) parameter was not sent. */
  | { param: string; default?: string }
  /** An input asked for mid-run (one of the task's `asks`): the run pauses until it is given. */
  | { ask: string }
  /** The output of an earlier step. */
  | { step: string }
  /** A fixed text. */
  | { value: string };

/** A sample value: a text, or a file of the catalogue's samples for image and PDF inputs. */
export type SampleValue = { value: string } | { file: string };

/** The start parameters and mid-run answers of a sample run. */
export interface SampleInputs {
  parameters: Record<string, SampleValue>;
  answers?: Record<string, string>;
}

/** Whether a node is a service step. */
export function isStep(node: FlowNode): node is StepNode {
  return 'step' in node;
}

/** Every service step of a flow, in definition order. */
export function stepsOf(node: FlowNode): StepNode[] {
  if (isStep(node)) return [node];
  const children = 'sequence' in node ? node.sequence : node.parallel;
  return children.flatMap(stepsOf);
}

/**
 * The contract's `Task` of a definition: what the catalogue lists, without how it runs; with the
 * questions it asks mid-run when it has any (an automation answers them ahead, decision 176).
 */
export function toTask(definition: TaskDefinition): Task {
  const { asks: _asks, flow: _flow, sample: _sample, aiChoice: _aiChoice, ...rest } = definition;
  const task: Task = definition.asks && definition.asks.length > 0 ? { ...rest, asks: definition.asks } : rest;
  // Issue 40: whether a run's form offers the choice of the AI service (an AI step names `runner`).
  const choice = stepsOf(definition.flow).some(
    (step) =>
      step.service === 'ai.chat' &&
      String(step.options?.aiService ?? '')
        .trim()
        .toLowerCase() === 'runner',
  );
  return choice ? { ...task, aiChoice: true } : task;
}
