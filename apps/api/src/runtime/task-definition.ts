import type { Task, TaskParameter } from '@taskwell/api-sdk';

/**
 * A task as the repository defines it: the contract's `Task` (what `GET /api/tasks/all` lists)
 * plus how it runs. Tasks are "stacks of AI and non-AI services" orchestrated by sequencers and
 * multiplexers (spec §1): the `flow` is a tree of `sequence` and `parallel` nodes whose leaves are
 * service steps.
 */
export interface TaskDefinition extends Task {
  /** Inputs the start form does not ask for: a step that needs one pauses the run until resume gives it. */
  asks?: TaskParameter[];
  /** How the task runs. */
  flow: FlowNode;
  /**
   * Inputs that show what the task does: the Sample modal's run (decision 031), and the
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

/** One service call: its output becomes an asset and one result of the run. */
export interface StepNode {
  /** Unique within the task; later steps bind to this step's output by it. */
  step: string;
  /** The service's name in the registry (`text.summary`, `audio.speech`, ...). */
  service: string;
  /** The result's name, as shown above it. */
  output: string;
  /** Where each input of the service comes from. */
  inputs: Record<string, Binding>;
  /** Literal options of the service (a report title, a prompt, a model tier). */
  options?: Record<string, string | number | boolean>;
}

/** Where a step input comes from. */
export type Binding =
  /** A start parameter; `default` stands in when an optional (ui-less) parameter was not sent. */
  | { param: string; default?: string }
  /** An input asked for mid-run (one of the task's `asks`). */
  | { ask: string }
  /** The output of an earlier step. */
  | { step: string }
  /** A fixed text. */
  | { value: string };

/** A sample value: a text, or a file of `catalogue/samples/` for image and PDF inputs. */
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

/** The contract's `Task` of a definition: what the catalogue lists, without how it runs. */
export function toTask(definition: TaskDefinition): Task {
  const { asks: _asks, flow: _flow, sample: _sample, ...task } = definition;
  return task;
}

/** The JSON Schema of what a definition adds to the contract's `Task` (checked at start). */
export const definitionExtrasSchema = {
  $id: 'taskwell-task-definition',
  type: 'object',
  required: ['flow'],
  properties: {
    asks: { type: 'array', items: { $ref: 'taskwell-contract#/components/schemas/TaskParameter' } },
    flow: { $ref: '#/$defs/node' },
    sample: {
      type: 'object',
      required: ['parameters'],
      additionalProperties: false,
      properties: {
        parameters: {
          type: 'object',
          additionalProperties: {
            oneOf: [
              {
                type: 'object',
                required: ['value'],
                additionalProperties: false,
                properties: { value: { type: 'string' } },
              },
              {
                type: 'object',
                required: ['file'],
                additionalProperties: false,
                properties: { file: { type: 'string', pattern: '^[a-z0-9-]+\\.[a-z]+$' } },
              },
            ],
          },
        },
        answers: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
  $defs: {
    node: {
      oneOf: [
        {
          type: 'object',
          required: ['sequence'],
          additionalProperties: false,
          properties: { sequence: { type: 'array', minItems: 1, items: { $ref: '#/$defs/node' } } },
        },
        {
          type: 'object',
          required: ['parallel'],
          additionalProperties: false,
          properties: { parallel: { type: 'array', minItems: 2, items: { $ref: '#/$defs/node' } } },
        },
        {
          type: 'object',
          required: ['step', 'service', 'output', 'inputs'],
          additionalProperties: false,
          properties: {
            step: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
            service: { type: 'string', minLength: 1 },
            output: { type: 'string', minLength: 1, maxLength: 80 },
            inputs: { type: 'object', additionalProperties: { $ref: '#/$defs/binding' } },
            options: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
          },
        },
      ],
    },
    binding: {
      oneOf: [
        {
          type: 'object',
          required: ['param'],
          additionalProperties: false,
          properties: { param: { type: 'string' }, default: { type: 'string' } },
        },
        { type: 'object', required: ['ask'], additionalProperties: false, properties: { ask: { type: 'string' } } },
        { type: 'object', required: ['step'], additionalProperties: false, properties: { step: { type: 'string' } } },
        { type: 'object', required: ['value'], additionalProperties: false, properties: { value: { type: 'string' } } },
      ],
    },
  },
} as const;
