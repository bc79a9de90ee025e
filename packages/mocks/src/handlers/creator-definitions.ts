import type { CreatorDefinition, CreatorTaskVersion, ErrorBody, Task } from '@taskwell/api-sdk';
import { aiCostFloor, defaultAiTierCredits, isTaskIcon } from '@taskwell/domain';

// What the mock Creator Studio reads of a definition: a stand-in for the engine's check, the icon
// rule and the lowest fee as the server applies them, an export without secrets, and the shapes a
// published version is answered in.

/** The problems of a definition, as the contract lists them. */
export type Problems = NonNullable<ErrorBody['details']>;

/** The format version of exports this mock reads, as the server does. */
export const schemaVersion = 1;
const secretName = /secret|password|passwd|token|api[-_]?key|private[-_]?key|credential|^key$/i;

/**
 * A small stand-in for the engine's check (the mock does not run the real one): a task needs a
 * name and at least one step. Enough for the studio's screens to show a problem and its place.
 */
export function problemsOf(definition: CreatorDefinition): Problems {
  const problems: Problems = [];
  if (typeof definition.name !== 'string' || definition.name.trim() === '') {
    problems.push({ path: '/name', message: 'Give the task a name.' });
  }
  if (!JSON.stringify(definition.flow ?? null).includes('"step"')) {
    problems.push({ path: '/flow', message: 'Add a step to the flow.' });
  }
  return problems;
}

/** The AI steps of a flow as written (a mock reads the shape loosely, as a draft may be broken). */
export function aiStepsOf(node: unknown): { tier?: string; aiService?: string }[] {
  if (typeof node !== 'object' || node === null) return [];
  const value = node as {
    service?: unknown;
    options?: Record<string, unknown>;
    sequence?: unknown;
    parallel?: unknown;
  };
  if (Array.isArray(value.sequence)) return value.sequence.flatMap(aiStepsOf);
  if (Array.isArray(value.parallel)) return value.parallel.flatMap(aiStepsOf);
  if (value.service !== 'ai.chat') return [];
  const text = (option: unknown) => (typeof option === 'string' ? option : undefined);
  return [
    { tier: text(value.options?.tier), aiService: text(value.options?.aiService) } as {
      tier?: string;
      aiService?: string;
    },
  ];
}

/** Issue 40: the lowest fee of a draft, with the default tier costs (the server's, unless its operator set others). */
export function costFloorOf(definition: CreatorDefinition): number {
  return aiCostFloor({ steps: aiStepsOf(definition.flow), credits: defaultAiTierCredits });
}

/** Issue 39, as the server: an icon that is not one of Taskwell's is refused, never saved. */
export function iconProblems(definition: CreatorDefinition): Problems {
  const icon = definition.imageName;
  return typeof icon === 'string' && icon !== '' && !isTaskIcon(icon)
    ? [{ path: '/imageName', message: "Choose one of Taskwell's icons: a task's icon cannot be an address elsewhere." }]
    : [];
}

/** Step options that look like a secret are left out of an export. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !secretName.test(key))
      .map(([key, entry]) => [key, withoutSecrets(entry)]),
  );
}

/** A new task's draft when the user gives only a name. */
export const starter = (id: string, name: string): CreatorDefinition => ({
  id,
  name,
  heading: '',
  description: '',
  imageName: '',
  powerFee: 1,
  plans: 'explorer',
  category: 'business',
  parameters: [],
  flow: { sequence: [] },
});

/** A published version in the catalogue's shape: its card and form, never its flow. */
export function publicTaskOf(id: string, definition: CreatorDefinition): Task {
  return {
    id,
    name: String(definition.name ?? ''),
    heading: String(definition.heading ?? ''),
    description: String(definition.description ?? ''),
    imageName: String(definition.imageName ?? ''),
    powerFee: Number(definition.powerFee ?? 0),
    plans: String(definition.plans ?? ''),
    category: String(definition.category ?? ''),
    parameters: (definition.parameters ?? []) as Task['parameters'],
    // The questions it asks mid-run, as the server lists them (decision 176).
    ...(Array.isArray(definition.asks) && definition.asks.length > 0
      ? { asks: definition.asks as Task['parameters'] }
      : {}),
  };
}

export function versionOf(
  creatorTaskId: string,
  version: { version: number; definition: CreatorDefinition; publishedAt: string },
): CreatorTaskVersion {
  return {
    creatorTaskId,
    version: version.version,
    name: String(version.definition.name ?? ''),
    publishedAt: version.publishedAt,
  };
}
