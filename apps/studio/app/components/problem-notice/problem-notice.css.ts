import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '40rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.critical}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({
  color: vars.color.textMuted,
});
