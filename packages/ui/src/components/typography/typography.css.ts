import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const title = styleVariants({
  1: { fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold },
  2: { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold },
  3: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold },
  4: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold },
});

export const text = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.lg },
});

export const muted = style({ color: vars.color.textMuted });

export const anchor = style({
  color: vars.color.accent,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: '2px' },
  },
});

const gridBase = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' });

/** Columns by width (spec §2, §9): 1–4 (features), 1–5 (pricing), 3 (news and demos). */
export const grid = styleVariants({
  '1-4': [
    gridBase,
    {
      '@media': {
        [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  ],
  '1-5': [
    gridBase,
    {
      '@media': {
        [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        // Five plans: four columns would leave the fifth alone on a row (issue 25, at 1280 px).
        [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      },
    },
  ],
  '3': [
    gridBase,
    {
      '@media': {
        [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
  ],
});
