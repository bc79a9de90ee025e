import { describe, expect, it } from 'vitest';
import { retryDelayMs, type SaveState, saveStateText } from './use-draft-autosave.ts';

describe('the autosave', () => {
  it.each<{ given: number; want: number }>([
    { given: 1, want: 2_000 },
    { given: 2, want: 4_000 },
    { given: 3, want: 8_000 },
    { given: 4, want: 16_000 },
    { given: 5, want: 30_000 },
    { given: 12, want: 30_000 },
  ])('given $given failed saves in a row, should wait $want ms before the next', ({ given, want }) => {
    expect(retryDelayMs(given)).toBe(want);
  });

  const at = new Date(2026, 10, 26, 9, 5).getTime();
  it.each<{ given: SaveState; want: string }>([
    { given: { kind: 'saved', at: null }, want: 'All changes saved' },
    { given: { kind: 'saved', at }, want: 'Saved at 09:05' },
    { given: { kind: 'pending' }, want: 'Saving…' },
    { given: { kind: 'saving' }, want: 'Saving…' },
    { given: { kind: 'failed', retryInMs: 2_000 }, want: 'Not saved — retrying' },
  ])('given $given.kind, should say "$want"', ({ given, want }) => {
    expect(saveStateText(given)).toBe(want);
  });
});
