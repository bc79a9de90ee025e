import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const box = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const list = style({
  margin: `${vars.space.xxs} 0 0`,
  paddingLeft: vars.space.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const zone = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const empty = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted });
