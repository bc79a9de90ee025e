import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const tile = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});
