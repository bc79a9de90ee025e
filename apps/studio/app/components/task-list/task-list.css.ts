import { vars } from '@taskwell/ui/theme';
import { media } from '@taskwell/ui/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const name = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const heading = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const fee = style({
  alignSelf: 'flex-start',
  marginTop: 'auto',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const empty = style({
  color: vars.color.textMuted,
});
