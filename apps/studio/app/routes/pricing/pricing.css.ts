import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const head = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const title = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, color: vars.color.textMuted });
