import { parseTaskDefinition, type TaskDefinition } from '@taskwell/task-engine';

/** Where drafts are kept: the server once the API has drafts; this browser until then. */
export interface DraftStore {
  /** The saved draft, or null when there is none yet. */
  load(): Promise<TaskDefinition | null>;
  /** Saves the draft; resolves when it is kept. */
  save(definition: TaskDefinition): Promise<void>;
}

function read(key: string): TaskDefinition | null {
  try {
    const text = window.localStorage.getItem(key);
    if (!text) return null;
    const parsed = parseTaskDefinition(JSON.parse(text));
    return parsed.ok ? parsed.definition : null;
  } catch {
    return null;
  }
}

/** The copy of edits the store has not confirmed yet: kept in this browser so a reload or a lost connection loses nothing. */
export const unsavedCopy = {
  key: (accountId: string) => `taskwell.creator.unsaved:${accountId}`,
  read: (accountId: string) => read(unsavedCopy.key(accountId)),
  write(accountId: string, definition: TaskDefinition): void {
    try {
      window.localStorage.setItem(unsavedCopy.key(accountId), JSON.stringify(definition));
    } catch {
      // Storage full or refused (a private window): the server's copy is all there is.
    }
  },
  forget(accountId: string): void {
    try {
      window.localStorage.removeItem(unsavedCopy.key(accountId));
    } catch {
      // Nothing to forget.
    }
  },
};

/** A store in this browser only, for the account (until drafts are kept by the API). */
export function browserDraftStore(accountId: string): DraftStore {
  const key = `taskwell.creator.draft:${accountId}`;
  return {
    load: async () => read(key),
    save: async (definition) => {
      window.localStorage.setItem(key, JSON.stringify(definition));
    },
  };
}
