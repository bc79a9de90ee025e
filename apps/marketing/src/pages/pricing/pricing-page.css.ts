import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg });
export const head = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const card = style({ height: '100%' });
export const favourite = style({
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '-1px',
  borderRadius: vars.radius.lg,
});
export const price = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const per = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const features = style({ margin: 0, paddingLeft: vars.space.md, display: 'grid', gap: vars.space.xxs });
export const featureValue = style({ color: vars.color.textMuted });
