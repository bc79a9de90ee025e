import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.lg} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
