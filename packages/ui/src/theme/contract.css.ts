import { createThemeContract } from '@vanilla-extract/css';
import { darkPalette, font, radius, space, transitions } from './tokens.ts';

/**
 * The theme contract: one CSS custom property per token. Only the shape of the objects passed in
 * counts (their values are ignored here), so the contract cannot drift from the token data;
 * each theme file assigns the values.
 */
export const vars = createThemeContract({
  color: darkPalette,
  space,
  radius,
  font,
  transition: transitions,
});
