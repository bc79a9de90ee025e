import { describe, expect, it } from 'vitest';
import type { DraftEdit } from './draft-edits.ts';
import {
  coalesceWindowMs,
  type DraftHistory,
  draftHistoryReducer,
  type HistoryAction,
  startHistory,
  undoDepth,
} from './draft-history.ts';
import { newDraft } from './new-draft.ts';

const name = (value: string, at: number): HistoryAction => ({
  type: 'edit',
  edit: { type: 'set-card', field: 'name', value },
  at,
});
const heading = (value: string, at: number): HistoryAction => ({
  type: 'edit',
  edit: { type: 'set-card', field: 'heading', value },
  at,
});
const addStep = (id: string, at: number): HistoryAction => ({
  type: 'edit',
  edit: { type: 'add-node', parent: [], index: 99, node: { step: id, service: '', output: id, inputs: {} } },
  at,
});
const undo: HistoryAction = { type: 'undo' };
const redo: HistoryAction = { type: 'redo' };

function run(actions: readonly HistoryAction[]): DraftHistory {
  return actions.reduce(draftHistoryReducer, startHistory(newDraft()));
}

/** What a history shows: the name and heading on screen, and how far undo and redo reach. */
function view(history: DraftHistory) {
  return {
    name: history.present.name,
    heading: history.present.heading,
    steps: 'sequence' in history.present.flow ? history.present.flow.sequence.length : -1,
    undos: history.past.length,
    redos: history.future.length,
  };
}

describe('draftHistoryReducer', () => {
  const later = coalesceWindowMs + 1;
  it.each<{ given: string; actions: HistoryAction[]; want: ReturnType<typeof view> }>([
    { given: 'nothing', actions: [], want: { name: '', heading: '', steps: 0, undos: 0, redos: 0 } },
    {
      given: 'a name typed letter by letter',
      actions: [name('B', 0), name('Br', 100), name('Bri', 200)],
      want: { name: 'Bri', heading: '', steps: 0, undos: 1, redos: 0 },
    },
    {
      given: 'a name typed with a pause',
      actions: [name('B', 0), name('Br', later)],
      want: { name: 'Br', heading: '', steps: 0, undos: 2, redos: 0 },
    },
    {
      given: 'a name, then a heading at once',
      actions: [name('Brief', 0), heading('Weekly', 10)],
      want: { name: 'Brief', heading: 'Weekly', steps: 0, undos: 2, redos: 0 },
    },
    {
      given: 'a name, a heading, then undo',
      actions: [name('Brief', 0), heading('Weekly', 10), undo],
      want: { name: 'Brief', heading: '', steps: 0, undos: 1, redos: 1 },
    },
    {
      given: 'undo twice, then redo',
      actions: [name('Brief', 0), heading('Weekly', 10), undo, undo, redo],
      want: { name: 'Brief', heading: '', steps: 0, undos: 1, redos: 1 },
    },
    {
      given: 'an edit after undo',
      actions: [name('Brief', 0), heading('Weekly', 10), undo, addStep('a', 20)],
      want: { name: 'Brief', heading: '', steps: 1, undos: 2, redos: 0 },
    },
    {
      given: 'two steps added at once (never merged)',
      actions: [addStep('a', 0), addStep('b', 1)],
      want: { name: '', heading: '', steps: 2, undos: 2, redos: 0 },
    },
    {
      given: 'undo with nothing done',
      actions: [undo, undo],
      want: { name: '', heading: '', steps: 0, undos: 0, redos: 0 },
    },
    {
      given: 'redo with nothing undone',
      actions: [addStep('a', 0), redo],
      want: { name: '', heading: '', steps: 1, undos: 1, redos: 0 },
    },
    {
      given: 'the same text typed again after undo and redo (not merged into the redone step)',
      actions: [name('A', 0), name('AB', later), undo, redo, name('ABC', later + 10)],
      want: { name: 'ABC', heading: '', steps: 0, undos: 3, redos: 0 },
    },
  ])('given $given, should show $want', ({ actions, want }) => {
    expect(view(run(actions))).toEqual(want);
  });

  it(`should undo ${undoDepth} steps and no more`, () => {
    const edits = Array.from({ length: undoDepth + 20 }, (_, index) => addStep(`s${index}`, index));
    let history = run(edits);
    expect(view(history).steps).toBe(undoDepth + 20);
    for (let index = 0; index < undoDepth + 20; index += 1) history = draftHistoryReducer(history, undo);
    expect(view(history)).toEqual({ name: '', heading: '', steps: 20, undos: 0, redos: undoDepth });
    expect(undoDepth).toBeGreaterThanOrEqual(100);
  });

  it('given a load, should start a new history with the loaded draft', () => {
    const loaded = { ...newDraft(), name: 'Loaded' };
    const history = draftHistoryReducer(run([addStep('a', 0), undo]), { type: 'load', definition: loaded });
    expect(view(history)).toEqual({ name: 'Loaded', heading: '', steps: 0, undos: 0, redos: 0 });
  });

  it('given an edit that changes nothing, should keep the same history', () => {
    const edit: DraftEdit = { type: 'remove-node', path: [] };
    const before = run([addStep('a', 0)]);
    expect(draftHistoryReducer(before, { type: 'edit', edit, at: 5 })).toBe(before);
  });
});
