import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  float: 'left',
  marginRight: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const locked = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  padding: `0 ${vars.space.xs}`,
});

export const problem = style({ flexBasis: '100%', margin: 0, color: vars.color.critical, fontSize: vars.font.size.sm });
