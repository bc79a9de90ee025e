import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.lg,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem', paddingTop: vars.space.md });
