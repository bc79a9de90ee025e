import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const message = style({ lineHeight: vars.font.lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
