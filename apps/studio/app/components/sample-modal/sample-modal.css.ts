import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.md });

export const note = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.xs });
