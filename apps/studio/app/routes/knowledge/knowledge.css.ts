import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 56rem)';

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.xs,
});

export const intro = style({ color: vars.color.textMuted, marginTop: 0, marginBottom: vars.space.lg });

export const sectionTitle = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.sm}` });

// The collections beside the documents on wide screens; one above the other on a phone.
export const layout = style({
  display: 'grid',
  // minmax(0, …): a long name or a row of buttons wraps instead of widening the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)', alignItems: 'start' } },
});

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const collectionLink = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  border: '1px solid transparent',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&[aria-current="page"]': { backgroundColor: vars.color.accentSoft, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const fileInput = style({
  maxWidth: '100%',
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const label = style({ display: 'grid', gap: vars.space.xxs, fontWeight: vars.font.weight.bold });

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});

export const problem = style({ color: vars.color.critical, fontSize: vars.font.size.sm });

export const search = style({ marginBottom: vars.space.lg });

export const passage = style({
  margin: 0,
  padding: `0 0 0 ${vars.space.sm}`,
  borderLeft: `3px solid ${vars.color.accent}`,
  overflowWrap: 'anywhere',
});
