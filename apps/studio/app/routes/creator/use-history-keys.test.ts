import { describe, expect, it } from 'vitest';
import { historyKey } from './use-history-keys.ts';

const press = (key: string, keys: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
  key,
  ctrlKey: keys.ctrl ?? false,
  metaKey: keys.meta ?? false,
  shiftKey: keys.shift ?? false,
  altKey: keys.alt ?? false,
});

// Issue 39 §4.2: Ctrl+Z and Ctrl+Shift+Z, and ⌘ on macOS.
describe('historyKey', () => {
  it.each([
    { given: 'Ctrl+Z', event: press('z', { ctrl: true }), want: 'undo' },
    { given: '⌘+Z', event: press('z', { meta: true }), want: 'undo' },
    { given: 'Ctrl+Shift+Z', event: press('Z', { ctrl: true, shift: true }), want: 'redo' },
    { given: '⌘+Shift+Z', event: press('Z', { meta: true, shift: true }), want: 'redo' },
    { given: 'Ctrl+Y', event: press('y', { ctrl: true }), want: 'redo' },
    { given: 'Z alone', event: press('z'), want: null },
    { given: 'Ctrl+Alt+Z (AltGr on some layouts)', event: press('z', { ctrl: true, alt: true }), want: null },
    { given: 'Ctrl+Shift+Y', event: press('Y', { ctrl: true, shift: true }), want: null },
  ])('$given should be $want', ({ event, want }) => {
    expect(historyKey(event)).toBe(want);
  });
});
