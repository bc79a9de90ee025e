import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkPalette, font, media, radius, reducedMotionTransitions, space, transitions } from './tokens.ts';

/** The dark theme, the default one: put the class on `<html>`. */
export const darkThemeClass = style(
  {
    // Native scrollbars and form controls follow the theme.
    colorScheme: 'dark',
    vars: assignVars(vars, { color: darkPalette, space, radius, font, transition: transitions }),
    '@media': {
      [media.reducedMotion]: { vars: assignVars(vars.transition, reducedMotionTransitions) },
    },
  },
  'dark-theme',
);
