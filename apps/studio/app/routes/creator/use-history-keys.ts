import { useEffect } from 'react';

/** Whether a key press is undo (Ctrl/⌘+Z) or redo (Ctrl/⌘+Shift+Z, Ctrl+Y). */
export function historyKey(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * Ctrl/⌘+Z, Ctrl/⌘+Shift+Z and Ctrl+Y anywhere in the editor, its text fields included: the
 * draft's history is the one undo (docs/decisions/120). Inside a dialog (a test run's form) the
 * keys are the dialog's own.
 */
export function useHistoryKeys(onKey: (action: 'undo' | 'redo') => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const action = historyKey(event);
      if (!action || (event.target instanceof Element && event.target.closest('[role="dialog"]'))) return;
      event.preventDefault();
      onKey(action);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onKey]);
}
