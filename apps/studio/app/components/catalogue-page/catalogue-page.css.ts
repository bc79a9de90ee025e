import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});
