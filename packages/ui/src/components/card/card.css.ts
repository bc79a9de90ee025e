import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const tile = style([
  card,
  {
    width: '100%',
    textAlign: 'left',
    color: 'inherit',
    textDecoration: 'none',
    font: 'inherit',
    cursor: 'pointer',
    transition: `border-color ${vars.transition.generic}, transform ${vars.transition.generic}`,
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const image = style({ width: '3rem', height: '3rem', objectFit: 'contain' });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const description = style({ color: vars.color.textMuted });
