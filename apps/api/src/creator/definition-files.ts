import type { StepOption, TaskDefinition } from '@taskwell/task-engine';

/** The format of exported task files this server writes and reads. */
export const exportSchemaVersion = 1;

/** Setting names that hold a secret: a key, a token, a password, a credential. */
const secretName = /secret|passw(or)?d|token|api[-_]?key|private[-_]?key|access[-_]?key|credential|bearer|^key$/i;
/** Values that look like a secret whatever their name: provider keys, bearer tokens, JWTs, PEM keys. */
const secretValue = [
  /\b(sk|pk|rk)[-_](live|test|proj)?[-_]?[A-Za-z0-9]{16,}/,
  /\btw_(sk|pk)_[A-Za-z0-9_]{8,}/,
  /\bBearer\s+[A-Za-z0-9._~+/-]{16,}/i,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\bAKIA[0-9A-Z]{16}\b/,
  /\bgh[pousr]_[A-Za-z0-9]{30,}/,
];

/** Whether a step setting looks like a secret, by its name or its value. */
export function looksSecret(name: string, value: StepOption): boolean {
  return secretName.test(name) || (typeof value === 'string' && secretValue.some((pattern) => pattern.test(value)));
}

/** A node of a flow with its steps' secret-looking settings left out. */
function withoutSecrets(node: TaskDefinition['flow']): TaskDefinition['flow'] {
  if ('sequence' in node) return { sequence: node.sequence.map(withoutSecrets) };
  if ('parallel' in node) return { parallel: node.parallel.map(withoutSecrets) };
  if (!node.options) return node;
  const kept = Object.entries(node.options).filter(([name, value]) => !looksSecret(name, value));
  const { options: _options, ...step } = node;
  return kept.length > 0 ? { ...step, options: Object.fromEntries(kept) } : step;
}

/**
 * A definition as an exported file: with its format's version, and never a secret or a key (a
 * step setting that looks like one, by its name or its value, is left out).
 */
export function exportOf(definition: TaskDefinition): { schemaVersion: number; definition: TaskDefinition } {
  return { schemaVersion: exportSchemaVersion, definition: { ...definition, flow: withoutSecrets(definition.flow) } };
}

/** Why an import is refused before its definition is read: a file of a newer format. */
export function newerFormatMessage(schemaVersion: number): string | undefined {
  if (schemaVersion <= exportSchemaVersion) return undefined;
  return `This file was exported by a newer version of Taskwell (format ${schemaVersion}); this one reads format ${exportSchemaVersion} and older. Update Taskwell, or export the task again from where it was made.`;
}
