import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium });
