import type { TaskParameter } from '@taskwell/api-sdk';
import type { DefinitionProblem, ServiceInputKind, StepNode, TaskDefinition } from '@taskwell/task-engine';
import { createContext, useContext } from 'react';
import type { DraftEdit } from './draft-edits.ts';
import type { InputSources } from './step-sources.ts';

/**
 * What every node of the flow tree reads, and only that: it changes when the fields, the
 * questions or the steps' names change, not on every edit, so a node whose own part did not
 * change is not drawn again (a 50-step flow stays quick to type in).
 */
export interface FlowShared {
  /** The start form's fields. */
  parameters: readonly TaskParameter[];
  /** The questions a run may pause for. */
  asks: readonly TaskParameter[];
  /** Where an input of a kind of a step may come from (only what can be right there). */
  sourcesFor: (step: StepNode, kind: ServiceInputKind) => InputSources;
  /** A step by its id, as the user sees it (`Step 2 "Summary"`); undefined when there is none. */
  labelOfStep: (id: string) => string | undefined;
}

const FlowSharedContext = createContext<FlowShared | null>(null);

/** The flow's problems, read by the lists that hand each node its own (the nodes do not read this). */
export const FlowProblemsContext = createContext<{
  problemsFor: (pointer: string, container: boolean) => readonly DefinitionProblem[];
}>({ problemsFor: () => [] });

export const FlowSharedProvider = FlowSharedContext.Provider;

/** How the tree's nodes change the draft: never changes, so nodes that only edit are not drawn again. */
export interface FlowEditing {
  /** Applies one edit. */
  edit: (edit: DraftEdit) => void;
  /** The draft now (for what an action computes when it happens). */
  getDraft: () => TaskDefinition;
}

const FlowEditContext = createContext<FlowEditing | null>(null);

export const FlowEditProvider = FlowEditContext.Provider;

/** The tree's way to edit; only inside the flow tree. */
export function useFlowEdit(): FlowEditing {
  const value = useContext(FlowEditContext);
  if (!value) throw new Error('useFlowEdit is used outside the flow tree.');
  return value;
}

/** The flow tree's shared data; only inside the flow tree. */
export function useFlowShared(): FlowShared {
  const value = useContext(FlowSharedContext);
  if (!value) throw new Error('useFlowShared is used outside the flow tree.');
  return value;
}
