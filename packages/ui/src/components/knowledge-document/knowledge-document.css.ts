import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const wide = 'screen and (min-width: 56rem)';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const progress = style({
  width: '100%',
  maxWidth: '24rem',
  height: vars.space.xs,
  accentColor: vars.color.accent,
});

export const failure = style({ color: vars.color.critical, fontSize: vars.font.size.sm, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
