import './global.css.ts';
import { darkThemeClass } from '../theme/dark-theme.css.ts';
import { lightThemeClass } from '../theme/light-theme.css.ts';
import { defaultThemeName, type ThemeName } from '../theme/tokens.ts';
import { applyTheme, themeBootScript } from './theme-script.ts';

export { currentTheme } from './theme-script.ts';
export { darkThemeClass, lightThemeClass };

/** The class of each theme; exactly one of them goes on `<html>`. */
export const themeClassNames: Readonly<Record<ThemeName, string>> = {
  dark: darkThemeClass,
  light: lightThemeClass,
};

/** The default (dark) theme's class, for `<html className={defaultThemeClass}>`. */
export const defaultThemeClass: string = themeClassNames[defaultThemeName];

/** The script that applies the saved theme before the first paint; inline it in `<head>`. */
export const themeBootScriptSource: string = themeBootScript(themeClassNames);

/** Shows a theme now and remembers it. */
export function setTheme(theme: ThemeName): void {
  applyTheme(theme, themeClassNames);
}
