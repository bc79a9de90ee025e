import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const logo = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});
