import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight, margin: 0 });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const section = style({ marginTop: vars.space.lg, display: 'grid', gap: vars.space.sm });

export const subtitle = style({ fontSize: vars.font.size.lg, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A text result's text with its check, across the whole row under its name and buttons. */
export const text = style({ flexBasis: '100%', display: 'grid', gap: vars.space.xs, minWidth: 0 });
