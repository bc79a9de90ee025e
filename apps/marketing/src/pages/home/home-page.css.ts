import { vars } from '@taskwell/ui/theme';
import { media } from '@taskwell/ui/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
  },
});

export const intro = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

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
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const body = style({
  color: vars.color.textMuted,
});

export const image = style({ width: '100%', height: 'auto' });

export const features = style({ display: 'grid', gap: vars.space.lg });
