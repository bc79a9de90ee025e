import type { DefinitionProblem, TaskDefinition } from '@taskwell/task-engine';
import { createContext, type ReactNode, useContext } from 'react';
import type { DraftEdit } from './draft-edits.ts';

/** The draft being edited, its problems, and the one way to change it. */
export interface DraftEditing {
  /** The draft on screen. */
  draft: TaskDefinition;
  /** The engine's check of it. */
  problems: readonly DefinitionProblem[];
  /** Applies one edit (one step of undo). */
  edit: (edit: DraftEdit) => void;
  /** The lowest fee the server allows: what the AI steps cost per run (issue 40); unknown until it says. */
  costFloor?: number | undefined;
}

const DraftContext = createContext<DraftEditing | null>(null);

/** Gives the editor's parts the draft, its problems and `edit`. */
export function DraftProvider({ value, children }: { value: DraftEditing; children: ReactNode }) {
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

/** The draft being edited; only inside {@link DraftProvider}. */
export function useDraft(): DraftEditing {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDraft is used outside the Creator Studio editor.');
  return value;
}
