import type { TaskParameter } from '@taskwell/api-sdk';
import { fillLookupSources, type LookupSource } from '@taskwell/task-engine';
import type { KnowledgeSearch } from '../services/knowledge-port.ts';

/** True when some list of the parameters takes its options from the caller (`ui.lookupSource`). */
export function hasCallerLookups(parameters: readonly TaskParameter[]): boolean {
  return parameters.some((parameter) => parameter.ui?.lookupSource !== undefined);
}

/** The caller's own options of each source, read once: their collections (none without a Well of Knowledge). */
export async function callerOptions(options: {
  email: string;
  knowledge: KnowledgeSearch | undefined;
}): Promise<(source: LookupSource) => Array<{ value: string; label: string }>> {
  const collections = options.knowledge ? await options.knowledge.collections(options.email) : [];
  return (source) => {
    switch (source) {
      case 'knowledgeCollections':
        return collections.map((collection) => ({ value: collection.id, label: collection.name }));
      default:
        return source satisfies never;
    }
  };
}

/**
 * The parameters as `email` sees them: each list of the caller's own options (issue 28: "a list
 * parameter whose options are the user's own collections") gets them as its lookup, value the
 * collection id and label its name; none when the caller has none or the server has no Well of
 * Knowledge. The same parameters when no list takes its options from the caller.
 */
export async function fillCallerLookups(options: {
  parameters: readonly TaskParameter[];
  email: string;
  knowledge: KnowledgeSearch | undefined;
}): Promise<readonly TaskParameter[]> {
  if (!hasCallerLookups(options.parameters)) return options.parameters;
  return fillLookupSources(options.parameters, await callerOptions(options));
}
