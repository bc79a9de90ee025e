import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { layers, layout } from '../../theme/tokens.ts';

export const shell = style({
  display: 'grid',
  gridTemplateRows: `${layout.headerHeight} 1fr auto`,
  gridTemplateColumns: `${layout.navbarWidth} minmax(0, 1fr)`,
  gridTemplateAreas: '"header header" "navbar main" "navbar footer"',
  minHeight: '100vh',
  '@media': {
    [layout.narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"header" "main" "footer"',
    },
  },
});

export const shellWithoutNavbar = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "main" "footer"',
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: layers.app,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: layout.headerHeight,
  padding: `0 ${vars.space.lg}`,
  backgroundColor: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    // A 375 px phone must hold the menu button, the logo, the theme switch and both sign-in buttons.
    [layout.narrow]: { gap: vars.space.xs, padding: `0 ${vars.space.md}` },
  },
});

export const logo = style({ display: 'flex', alignItems: 'center', fontWeight: vars.font.weight.bold });

export const spacer = style({ flex: 1 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [layout.narrow]: { gap: vars.space.xs } },
});

export const menuToggle = style({
  display: 'none',
  '@media': { [layout.narrow]: { display: 'inline-flex' } },
});

export const navbar = style({
  gridArea: 'navbar',
  position: 'sticky',
  top: layout.headerHeight,
  alignSelf: 'start',
  height: `calc(100vh - ${layout.headerHeight})`,
  overflowY: 'auto',
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [layout.narrow]: {
      position: 'fixed',
      left: 0,
      bottom: 0,
      width: `min(${layout.navbarWidth}, 100%)`,
      zIndex: layers.app,
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      transition: `transform ${vars.transition.appShell}, visibility ${vars.transition.appShell}`,
    },
  },
});

export const navbarOpen = style({
  '@media': {
    [layout.narrow]: { transform: 'translateX(0)', visibility: 'visible', boxShadow: '0 0 24px rgb(0 0 0 / 35%)' },
  },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.lg,
});

export const footer = style({
  gridArea: 'footer',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
