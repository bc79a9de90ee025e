import { defaultThemeName, type ThemeName, themeStorageKey } from '../theme/tokens.ts';

/**
 * A script for the document's `<head>`: it puts the saved theme's class on `<html>` before the
 * first paint, so a page never flashes in the wrong theme. `classNames` are the theme classes of
 * the build (see `themeClassNames`); the script is plain ES5 and fails closed to the default.
 */
export function themeBootScript(classNames: Readonly<Record<ThemeName, string>>): string {
  const classes = JSON.stringify(classNames);
  return `(function(){var c=${classes},k=${JSON.stringify(themeStorageKey)},t=${JSON.stringify(defaultThemeName)};try{var s=localStorage.getItem(k);if(s&&Object.prototype.hasOwnProperty.call(c,s))t=s;}catch(e){}var h=document.documentElement;for(var n in c){h.classList.remove(c[n]);}h.classList.add(c[t]);h.setAttribute('data-theme',t);})();`;
}

/** The theme the page shows now (from `data-theme` on `<html>`). */
export function currentTheme(root: HTMLElement = document.documentElement): ThemeName {
  return root.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
}

/** Shows a theme now and remembers it for the next visit. */
export function applyTheme(
  theme: ThemeName,
  classNames: Readonly<Record<ThemeName, string>>,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.remove(...Object.values(classNames));
  root.classList.add(classNames[theme]);
  root.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage can be off (private mode, policy); the choice then lasts for this page only.
  }
}
