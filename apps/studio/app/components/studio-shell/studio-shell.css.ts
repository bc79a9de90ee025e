import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/** 'Studio' after the name: dropped on a phone so the header stays on one line (375 px). */
export const brandSuffix = style({
  color: vars.color.accent,
  '@media': { 'screen and (max-width: 450px)': { display: 'none' } },
});

export const visitorActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

export const logout = style({ width: '100%', justifyContent: 'flex-start' });

export const main = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.md,
});
