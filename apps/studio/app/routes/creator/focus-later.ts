/**
 * Moves focus, after React has rendered an edit, to the first enabled control marked with one of
 * the `data-focus` keys: a keyboard user who moved, added or removed something stays where the
 * thing went (a moved item's button, a new field's first input) instead of on a control that
 * now belongs to something else, or on nothing.
 */
export function focusLater(...keys: string[]): void {
  requestAnimationFrame(() => {
    for (const key of keys) {
      const target = document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`);
      if (target && !(target as HTMLButtonElement).disabled) {
        target.focus();
        return;
      }
    }
  });
}
