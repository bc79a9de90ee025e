/**
 * Design tokens as plain typed data. This module has no vanilla-extract calls, so servers, build
 * scripts and browser tests can read the same values the themes are made from.
 */

/** The colour roles every theme fills, named by meaning and state. */
export const colorRoles = [
  'accent',
  'accentHover',
  'accentSoft',
  'accentContrast',
  'critical',
  'positive',
  'neutral',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'focusRing',
] as const;

/** One of the colour roles. */
export type ColorRole = (typeof colorRoles)[number];

/** A value for every colour role. */
export type Palette = Readonly<Record<ColorRole, string>>;

/** The dark theme's colours (the default theme). */
export const darkPalette = {
  accent: '#a898ff',
  accentHover: '#c0b4ff',
  accentSoft: '#2b2551',
  accentContrast: '#14112a',
  critical: '#ff8a8a',
  positive: '#5ad19a',
  neutral: '#a1a8b8',
  surface: '#0f1118',
  surfaceRaised: '#191c26',
  text: '#eceef5',
  textMuted: '#a6adbd',
  border: '#353b4c',
  focusRing: '#ffcc4d',
} as const satisfies Palette;

/** The light theme's colours. */
export const lightPalette = {
  accent: '#5a3fd9',
  accentHover: '#4a30bf',
  accentSoft: '#ece8ff',
  accentContrast: '#ffffff',
  critical: '#c0262d',
  positive: '#19754a',
  neutral: '#5c6372',
  surface: '#ffffff',
  surfaceRaised: '#f4f5f9',
  text: '#161922',
  textMuted: '#555c6c',
  border: '#d6dae3',
  focusRing: '#b4570a',
} as const satisfies Palette;

/** The names of the themes. */
export type ThemeName = 'dark' | 'light';

/** The theme a page shows until the user picks one (spec §2: default dark). */
export const defaultThemeName: ThemeName = 'dark';

/** The palette of each theme. */
export const palettes: Readonly<Record<ThemeName, Palette>> = { dark: darkPalette, light: lightPalette };

/** Spacing steps, smallest to largest. */
export const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

/** Corner radii. */
export const radius = {
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  pill: '999px',
} as const;

/** Font families, sizes, weights and line heights. System fonts only: nothing to download. */
export const font = {
  family: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2.5rem',
  },
  weight: {
    regular: '400',
    medium: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.6',
  },
} as const;

/** spec §9: theme breakpoints (min widths). */
export const breakpoints = {
  xs: '36em',
  sm: '48em',
  md: '62em',
  lg: '75em',
  xl: '88em',
} as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for `@media` keys: from each breakpoint up, and the reduced-motion preference. */
export const media = {
  xs: `screen and (min-width: ${breakpoints.xs})`,
  sm: `screen and (min-width: ${breakpoints.sm})`,
  md: `screen and (min-width: ${breakpoints.md})`,
  lg: `screen and (min-width: ${breakpoints.lg})`,
  xl: `screen and (min-width: ${breakpoints.xl})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const satisfies Record<Breakpoint | 'reducedMotion', string>;

/** spec §9: transition durations. */
export const transitions = {
  generic: '250ms',
  modal: '200ms',
  buttonLoader: '150ms',
  appShell: '200ms',
} as const;

/** The transition durations when the user asks for reduced motion. */
export const reducedMotionTransitions = {
  generic: '0ms',
  modal: '0ms',
  buttonLoader: '0ms',
  appShell: '0ms',
} as const satisfies Record<keyof typeof transitions, string>;

/** spec §9: the stacking order of layers (z-index). */
export const layers = {
  app: 100,
  modal: 200,
  popover: 300,
  overlay: 400,
} as const;

/** spec §2, §9: the app shell's measures. Below `navbarBreakpoint` the navbar becomes a drawer. */
export const layout = {
  headerHeight: '60px',
  navbarWidth: '300px',
  navbarBreakpoint: '768px',
  /** The media query of a narrow screen, where the navbar is a drawer. */
  narrow: 'screen and (max-width: 767.98px)',
  /** spec §9: a dropdown's list is at most this high. */
  dropdownMaxHeight: '220px',
} as const;

/** Where the theme choice is kept in the browser. */
export const themeStorageKey = 'taskwell-theme';
