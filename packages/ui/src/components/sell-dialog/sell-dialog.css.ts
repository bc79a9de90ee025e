import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const status = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const problems = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.critical });

export const refusal = style({ margin: 0, color: vars.color.critical });

/** The buttons side by side, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 });
