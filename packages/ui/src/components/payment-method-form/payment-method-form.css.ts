import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md });

export const intro = style({ margin: 0 });

export const toggles = style({ display: 'grid', gap: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
