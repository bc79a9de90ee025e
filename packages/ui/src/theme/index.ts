export { vars } from './contract.css.ts';
export {
  type Breakpoint,
  breakpoints,
  type ColorRole,
  colorRoles,
  darkPalette,
  defaultThemeName,
  font,
  lightPalette,
  media,
  type Palette,
  palettes,
  radius,
  reducedMotionTransitions,
  space,
  type ThemeName,
  transitions,
} from './tokens.ts';
