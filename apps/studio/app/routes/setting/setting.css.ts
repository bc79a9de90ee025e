import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.lg,
});

export const section = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem', paddingBottom: vars.space.xl });

export const heading = style({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.tight, margin: 0 });

export const createForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const nameField = style({ flex: '1 1 16rem' });

export const keys = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const key = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const keyFacts = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const secret = style({
  display: 'block',
  padding: vars.space.sm,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.family.mono,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
});

export const example = style({
  margin: 0,
  padding: vars.space.md,
  overflowX: 'auto',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});

export const figure = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const publicForm = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem' });

export const taskField = style({ display: 'grid', gap: vars.space.xs });

export const fieldError = style({ color: vars.color.critical, fontSize: vars.font.size.sm });

export const keyActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const capForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, maxWidth: '20rem' });

export const address = style({
  overflowWrap: 'anywhere',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});

/** Words for screen readers only (a button's object). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
