import { parseTaskDefinition, type TaskDefinition } from '@taskwell/task-engine';

/** Where a draft is kept (the API's drafts). */
export interface DraftStore {
  /** The saved draft, or null when there is none yet. */
  load(): Promise<TaskDefinition | null>;
  /** Saves the draft; resolves when it is kept, with the lowest fee the server allows it (issue 40) when it says. */
  save(definition: TaskDefinition): Promise<{ costFloor?: number | undefined } | undefined>;
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
  /** The storage key of a draft's copy; `draftKey` names the account and the task. */
  key: (draftKey: string) => `taskwell.creator.unsaved:${draftKey}`,
  read: (draftKey: string) => read(unsavedCopy.key(draftKey)),
  write(draftKey: string, definition: TaskDefinition): void {
    try {
      window.localStorage.setItem(unsavedCopy.key(draftKey), JSON.stringify(definition));
    } catch {
      // Storage full or refused (a private window): the server's copy is all there is.
    }
  },
  forget(draftKey: string): void {
    try {
      window.localStorage.removeItem(unsavedCopy.key(draftKey));
    } catch {
      // Nothing to forget.
    }
  },
};
