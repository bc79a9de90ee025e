import type { OperationId } from '@taskwell/api-sdk';
import type { InjectOptions } from 'fastify';

/** An operation that takes a task definition in its body. */
export type DefinitionOperation = Extract<
  OperationId,
  'createCreatorDraft' | 'checkCreatorDefinition' | 'importCreatorTask' | 'saveCreatorDraft' | 'importIntoCreatorDraft'
>;

/** Every operation of the contract that takes a task definition. */
export const definitionOperations: readonly DefinitionOperation[] = [
  'createCreatorDraft',
  'checkCreatorDefinition',
  'importCreatorTask',
  'saveCreatorDraft',
  'importIntoCreatorDraft',
];

/** Where a definition goes in each operation's body, as a JSON pointer from the body. */
export const definitionPointer = '/definition';

/**
 * The request of an operation carrying a definition, for one of the caller's tasks
 * (`creatorTaskId`) where the operation takes one. The definition is a value, or JSON text as it
 * is sent (a flow nested thousands of levels deep is more than `JSON.stringify` can write).
 */
export function definitionRequest(
  operationId: DefinitionOperation,
  definition: unknown,
  options: { token?: string | undefined; creatorTaskId: string },
): InjectOptions {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const json = definition instanceof DefinitionJson ? definition.text : JSON.stringify(definition);
  const file = `{"schemaVersion":1,"definition":${json}}`;
  const body = `{"definition":${json}}`;
  const task = `/api/creator/tasks/${options.creatorTaskId}`;
  switch (operationId) {
    case 'createCreatorDraft':
      return { method: 'POST', url: '/api/creator/tasks', headers, payload: body };
    case 'checkCreatorDefinition':
      return { method: 'POST', url: '/api/creator/check', headers, payload: body };
    case 'importCreatorTask':
      return { method: 'POST', url: '/api/creator/import', headers, payload: file };
    case 'saveCreatorDraft':
      return { method: 'PUT', url: `${task}/draft`, headers, payload: body };
    case 'importIntoCreatorDraft':
      return { method: 'POST', url: `${task}/import`, headers, payload: file };
    default:
      return operationId satisfies never;
  }
}

/** A definition as the JSON text sent. */
export class DefinitionJson {
  constructor(readonly text: string) {}

  /** A definition whose flow is the JSON text given, the rest of it `definition`'s. */
  static withFlow(definition: object, flow: string): DefinitionJson {
    return new DefinitionJson(JSON.stringify({ ...definition, flow: 0 }).replace('"flow":0', `"flow":${flow}`));
  }
}

/** The JSON text of a flow of `depth` groups inside one another around one step (depth 0: the step alone). */
export function nestedFlow(depth: number, kind: 'sequence' | 'parallel' = 'sequence'): string {
  const step = '{"step":"inner","service":"text.keywords","output":"Keywords","inputs":{"text":{"param":"text"}}}';
  return `${`{"${kind}":[`.repeat(depth)}${step}${']}'.repeat(depth)}`;
}

/** The JSON text of a flow of one sequence of `count` steps (`empty`: each step an empty object). */
export function longFlow(count: number, options: { empty?: boolean } = {}): string {
  const steps = Array.from({ length: count }, (_, index) =>
    options.empty
      ? '{}'
      : `{"step":"s${index}","service":"text.keywords","output":"Keywords ${index}","inputs":{"text":{"param":"text"}}}`,
  );
  return `{"sequence":[${steps.join(',')}]}`;
}
