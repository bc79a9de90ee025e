import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // The reels are 16:9; the box keeps its place before the poster arrives (no layout shift).
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
