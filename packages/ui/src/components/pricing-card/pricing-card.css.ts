import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const favorite = style({ borderColor: vars.color.accent, borderWidth: 2 });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, marginRight: 'auto' });

export const priceLine = style({ margin: 0 });

export const price = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const period = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const features = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const feature = style({ color: vars.color.textMuted });

export const featureValue = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

// The action sits at the bottom, so the buttons of a row of cards line up.
export const footer = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
