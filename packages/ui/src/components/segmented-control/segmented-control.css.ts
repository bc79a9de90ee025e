import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const segments = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const segment = style({
  position: 'relative',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { backgroundColor: vars.color.accent, color: vars.color.accentContrast },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The radio itself is invisible but stays focusable and in the accessibility tree. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
