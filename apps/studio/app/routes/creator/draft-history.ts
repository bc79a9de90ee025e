import type { TaskDefinition } from '@taskwell/task-engine';
import { applyEdit, coalesceKeyOf, type DraftEdit } from './draft-edits.ts';

/** How many steps back undo reaches (issue 30: at least 100). */
export const undoDepth = 200;

/** Edits of one text closer together than this are one step of undo. */
export const coalesceWindowMs = 1_000;

/** A draft with what undo and redo reach. */
export interface DraftHistory {
  /** Earlier drafts, oldest first. */
  past: readonly TaskDefinition[];
  /** The draft on screen. */
  present: TaskDefinition;
  /** Drafts undone, the next redo first. */
  future: readonly TaskDefinition[];
  /** The last edit's coalescing key and time, to merge the next one into it. */
  last?: { key: string; at: number } | undefined;
}

/** What happens to a draft's history. */
export type HistoryAction =
  | { type: 'edit'; edit: DraftEdit; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A draft from elsewhere (the server, a restored version) that starts a new history. */
  | { type: 'load'; definition: TaskDefinition };

/** A history holding one draft. */
export function startHistory(definition: TaskDefinition): DraftHistory {
  return { past: [], present: definition, future: [] };
}

/** Undo, redo and edits of a draft as a pure reducer (for `useReducer`). */
export function draftHistoryReducer(state: DraftHistory, action: HistoryAction): DraftHistory {
  switch (action.type) {
    case 'edit': {
      const next = applyEdit(state.present, action.edit);
      if (next === state.present) return state;
      const key = coalesceKeyOf(action.edit);
      const merges =
        key !== undefined &&
        state.last?.key === key &&
        action.at - state.last.at < coalesceWindowMs &&
        state.future.length === 0 &&
        state.past.length > 0;
      const past = merges ? state.past : [...state.past, state.present].slice(-undoDepth);
      return { past, present: next, future: [], last: key === undefined ? undefined : { key, at: action.at } };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future };
    }
    case 'load':
      return startHistory(action.definition);
    default:
      return action satisfies never;
  }
}
