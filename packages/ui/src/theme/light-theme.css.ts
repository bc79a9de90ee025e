import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { font, lightPalette, media, radius, reducedMotionTransitions, space, transitions } from './tokens.ts';

/** The light theme: put the class on `<html>` instead of the dark one. */
export const lightThemeClass = style(
  {
    // Native scrollbars and form controls follow the theme.
    colorScheme: 'light',
    vars: assignVars(vars, { color: lightPalette, space, radius, font, transition: transitions }),
    '@media': {
      [media.reducedMotion]: { vars: assignVars(vars.transition, reducedMotionTransitions) },
    },
  },
  'light-theme',
);
