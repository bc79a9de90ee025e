import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const back = style({ display: 'inline-block', marginBottom: vars.space.sm });

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  margin: `0 0 ${vars.space.xs}`,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
});

export const page = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  margin: `${vars.space.md} 0 0`,
  maxWidth: '48rem',
});

export const cited = style({
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  scrollMarginBlock: vars.space.xxl,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
