import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const title = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

export const message = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
