import { type FlowNode, isStep, parseTaskDefinition, type StepNode, type TaskDefinition } from '@taskwell/task-engine';

/** The version of the export file's shape this studio writes and reads (issue 30). */
export const draftFileSchemaVersion = 1;

/** An exported task, the contract's `TaskExport`: its definition with the version of the file's shape. */
export interface DraftFile {
  /** The shape's version; a newer one is refused on import. */
  schemaVersion: number;
  /** The task. */
  definition: TaskDefinition;
}

/** Option names that look like a secret: never written to a file (issue 30: an export holds no secret or key). */
const secretName = /(secret|password|passwd|token|api[-_]?key|private[-_]?key|credential|bearer)/i;
/** Option values that look like a key (an `sk-…` key, a bearer token, a PEM block). */
const secretValue = /^(sk|pk|rk)[-_][A-Za-z0-9_-]{12,}|^Bearer\s|-----BEGIN [A-Z ]*PRIVATE KEY-----/;

function withoutSecrets(node: FlowNode): FlowNode {
  if (isStep(node)) {
    if (!node.options) return node;
    const options = Object.fromEntries(
      Object.entries(node.options).filter(
        ([name, value]) => !secretName.test(name) && !(typeof value === 'string' && secretValue.test(value.trim())),
      ),
    );
    const { options: _options, ...step } = node;
    return (Object.keys(options).length > 0 ? { ...step, options } : step) satisfies StepNode;
  }
  return 'sequence' in node
    ? { sequence: node.sequence.map(withoutSecrets) }
    : { parallel: node.parallel.map(withoutSecrets) };
}

/** The file of a draft: its definition without any secret-looking option. */
export function draftFileOf(definition: TaskDefinition): DraftFile {
  return {
    schemaVersion: draftFileSchemaVersion,
    definition: { ...definition, flow: withoutSecrets(definition.flow) },
  };
}

/** What reading an imported file gave. */
export type DraftFileRead = { ok: true; definition: TaskDefinition } | { ok: false; message: string };

/** Reads an exported file's text (checked here first, so a refusal says why before anything is sent): refuses a newer version, another kind of file, or a broken definition, saying why. */
export function readDraftFile(text: string): DraftFileRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a Taskwell task: it is not JSON.' };
  }
  if (typeof json !== 'object' || json === null || !('definition' in json)) {
    return { ok: false, message: 'This file is not a Taskwell task export.' };
  }
  const version = (json as { schemaVersion?: unknown }).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, message: 'This file has no schema version Taskwell knows.' };
  }
  if (version > draftFileSchemaVersion) {
    return {
      ok: false,
      message: `This file was exported by a newer Taskwell (schema version ${version}); this studio reads version ${draftFileSchemaVersion} and older. Nothing was changed.`,
    };
  }
  const parsed = parseTaskDefinition((json as { definition?: unknown }).definition);
  if (!parsed.ok) {
    const first = parsed.problems[0];
    return {
      ok: false,
      message: `This file's task cannot be read: ${first ? `${first.pointer || 'the task'}: ${first.message}` : 'it is broken.'}`,
    };
  }
  return { ok: true, definition: parsed.definition };
}

/** Saves a text as a file the browser downloads (an exported task). */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
