import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md });

export const summary = style({ display: 'grid', gap: vars.space.xs });

export const cost = style({ margin: 0 });

export const amount = style({ fontSize: vars.font.size.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
