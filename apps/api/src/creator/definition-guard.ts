import { parseTaskDefinition } from '@taskwell/task-engine';
import { DomainError } from '../errors/domain-error.ts';
import { invalidDefinition, problemsOf } from './creator-studio.ts';
import { newerFormatMessage } from './definition-files.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the task definition of a request body (`{definition}` or an exported file's
 * `{schemaVersion, definition}`) before anything else reads it: before the contract's validation
 * (whose schema of a flow is recursive, and would follow a flow nested thousands of levels deep),
 * before authentication and before any query. A file of a newer format is refused with its
 * sentence; a definition that is not a task's shape (a control character or a lone surrogate in
 * any of its texts, a flow or a text past the engine's `taskLimits`, a misspelt field) is answered
 * 422 with the parser's problems, each at its JSON pointer: the words the editor shows. The id is
 * the server's (it replaces any the body holds), so a body may leave it out. A body of any other
 * shape is left to the contract's validation (400).
 */
export function readDefinitionFirst(body: unknown): void {
  if (!isObject(body)) return;
  const version = body.schemaVersion;
  if (typeof version === 'number' && Number.isInteger(version)) {
    const newer = newerFormatMessage(version);
    if (newer) throw new DomainError('invalid_parameters', 'newer_schema_version', newer);
  }
  const definition = body.definition;
  if (!isObject(definition)) return;
  const parsed = parseTaskDefinition(definition.id === undefined ? { ...definition, id: '' } : definition);
  if (!parsed.ok) throw invalidDefinition(problemsOf(parsed.problems, definition), 'This is not a task definition.');
}
