import { media, vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.md,
});

export const intro = style({ color: vars.color.textMuted, marginBottom: vars.space.lg, maxWidth: '48rem' });

export const points = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
  paddingLeft: vars.space.lg,
  maxWidth: '48rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const opening = style({ padding: vars.space.lg, display: 'flex', justifyContent: 'center' });

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gap: vars.space.xl } },
});
