import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const main = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.md,
});
