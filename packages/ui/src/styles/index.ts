import './global.css.ts';
import { darkThemeClass } from '../theme/dark-theme.css.ts';
import { lightThemeClass } from '../theme/light-theme.css.ts';
import { defaultThemeName, type ThemeName } from '../theme/tokens.ts';

export { darkThemeClass, lightThemeClass };

/** The class of each theme; exactly one of them goes on `<html>`. */
export const themeClassNames: Readonly<Record<ThemeName, string>> = {
  dark: darkThemeClass,
  light: lightThemeClass,
};

/** The default (dark) theme's class, for `<html className={defaultThemeClass}>`. */
export const defaultThemeClass: string = themeClassNames[defaultThemeName];
