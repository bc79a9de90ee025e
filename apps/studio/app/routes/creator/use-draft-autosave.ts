import { formatTime } from '@taskwell/domain';
import type { TaskDefinition } from '@taskwell/task-engine';
import { useEffect, useRef, useState } from 'react';
import { type DraftStore, unsavedCopy } from './draft-store.ts';

/** What the page says about saving. */
export type SaveState =
  | { kind: 'saved'; at: number | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; retryInMs: number };

/** Options of {@link useDraftAutosave}. */
export interface AutosaveOptions {
  /** The draft on screen. */
  draft: TaskDefinition;
  /** The draft as it was loaded: no save until it changes. */
  loaded: TaskDefinition | null;
  /** Where it is saved. */
  store: DraftStore;
  /** The account and task whose unsaved copy this browser keeps. */
  draftKey: string;
  /** How long typing must pause before a save. */
  delayMs?: number;
  /** Told what the store answered to each save (the lowest fee the server allows the draft). */
  onSaved?: (reply: { costFloor?: number | undefined } | undefined) => void;
}

/** Waits between failed saves: 2 s, 4 s, 8 s, … up to 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, failures - 1));
}

/**
 * Saves the draft as the user works: a copy in this browser at once (kept until the store
 * confirms), then the store after a pause in typing, again and again after a failure.
 */
export function useDraftAutosave({
  draft,
  loaded,
  store,
  draftKey,
  delayMs = 800,
  onSaved,
}: AutosaveOptions): SaveState {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const latest = useRef(draft);
  latest.current = draft;
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const savedListener = useRef(onSaved);
  savedListener.current = onSaved;

  useEffect(() => {
    if (loaded === null || draft === loaded) return;
    unsavedCopy.write(draftKey, draft);
    setState((current) => (current.kind === 'failed' ? current : { kind: 'pending' }));
    const save = () => {
      const sent = latest.current;
      setState({ kind: 'saving' });
      store.save(sent).then(
        (reply) => {
          failures.current = 0;
          savedListener.current?.(reply);
          if (latest.current === sent) {
            unsavedCopy.forget(draftKey);
            setState({ kind: 'saved', at: Date.now() });
          }
        },
        () => {
          failures.current += 1;
          const wait = retryDelayMs(failures.current);
          setState({ kind: 'failed', retryInMs: wait });
          clearTimeout(timer.current);
          timer.current = setTimeout(save, wait);
        },
      );
    };
    clearTimeout(timer.current);
    timer.current = setTimeout(save, failures.current > 0 ? retryDelayMs(failures.current) : delayMs);
    return () => clearTimeout(timer.current);
  }, [draft, loaded, store, draftKey, delayMs]);

  return state;
}

/** The words of a save state: "Saving…", "Saved at 10:42", "Not saved — retrying". */
export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case 'saved': {
      if (state.at === null) return 'All changes saved';
      // The house time of day, in the reader's zone (the editor runs in the browser only).
      return `Saved at ${formatTime(state.at)}`;
    }
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'failed':
      return 'Not saved — retrying';
    default:
      return state satisfies never;
  }
}
