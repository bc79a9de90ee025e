import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const player = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});
export const title = style({ fontWeight: vars.font.weight.medium });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const time = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const rate = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
