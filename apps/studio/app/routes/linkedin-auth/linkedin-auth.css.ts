import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });

export const title = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });
