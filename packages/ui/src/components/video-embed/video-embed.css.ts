import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const box = style({ width: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.md, border: 0 });

export const frame = style([box]);
export const poster = style([
  box,
  {
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: vars.space.xs,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    cursor: 'pointer',
    border: `1px solid ${vars.color.border}`,
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    },
  },
]);
