import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xs });
export const row = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const thumb = style({
  selectors: { '&[aria-pressed="true"]': { backgroundColor: vars.color.accentSoft, color: vars.color.accent } },
});
export const error = style({ color: vars.color.critical, fontSize: vars.font.size.sm });
