import { vars } from '@taskwell/ui/theme';
import { media } from '@taskwell/ui/tokens';
import { style } from '@vanilla-extract/css';

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '46rem',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  '@media': {
    [media.md]: { fontSize: '3.5rem' },
  },
});

export const lead = style({
  fontSize: vars.font.size.lg,
  color: vars.color.text,
});

export const body = style({
  color: vars.color.textMuted,
});
