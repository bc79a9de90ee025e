import type { TaskDefinition } from '@taskwell/task-engine';
import { describe, expect, it } from 'vitest';
import { draftFileOf, draftFileSchemaVersion, readDraftFile } from './draft-file.ts';
import { newDraft } from './new-draft.ts';

function withOptions(options: Record<string, string>): TaskDefinition {
  return {
    ...newDraft(),
    flow: { sequence: [{ step: 'a', service: 'text.report', output: 'Report', inputs: {}, options }] },
  };
}

describe('the export file', () => {
  it.each<{ given: Record<string, string>; want: Record<string, string> | undefined }>([
    { given: { title: 'Weekly' }, want: { title: 'Weekly' } },
    { given: { title: 'Weekly', apiKey: 'abc' }, want: { title: 'Weekly' } },
    { given: { client_secret: 'abc' }, want: undefined },
    { given: { title: 'sk-live_0123456789abcdef' }, want: undefined },
    { given: { note: 'Bearer eyJhbGciOi' }, want: undefined },
  ])('given step options $given, should export $want', ({ given, want }) => {
    const file = draftFileOf(withOptions(given));
    const flow = file.definition.flow as { sequence: { options?: Record<string, string> }[] };
    expect(flow.sequence[0]?.options).toEqual(want);
  });

  it('should read back what it wrote', () => {
    const draft = { ...withOptions({ title: 'Weekly' }), name: 'Brief' };
    expect(readDraftFile(JSON.stringify(draftFileOf(draft)))).toEqual({ ok: true, definition: draft });
  });

  it.each<{ given: string; want: RegExp }>([
    { given: 'not json', want: /not JSON/ },
    { given: JSON.stringify({ name: 'something' }), want: /not a Taskwell task export/ },
    {
      given: JSON.stringify({
        schemaVersion: draftFileSchemaVersion + 1,
        definition: newDraft(),
      }),
      want: new RegExp(`newer Taskwell \\(schema version ${draftFileSchemaVersion + 1}\\)`),
    },
    {
      given: JSON.stringify({ schemaVersion: 1, definition: { name: 3 } }),
      want: /cannot be read/,
    },
  ])('given $given, should refuse with $want', ({ given, want }) => {
    const read = readDraftFile(given);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(want);
  });
});
