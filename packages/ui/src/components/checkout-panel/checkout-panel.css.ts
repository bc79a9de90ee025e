import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md });

// Keeps the dialog from jumping while the form or the outcome is on its way.
export const waiting = style({ display: 'grid', placeItems: 'center', minHeight: '8rem' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

// The provider's form draws its own frame; it gets the full width and a floor to grow from.
export const form = style({ minHeight: '12rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
