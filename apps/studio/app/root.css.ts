import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  // spec §2: the header is 60 high.
  height: 60,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

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
  padding: `${vars.space.xl} ${vars.space.lg}`,
});
