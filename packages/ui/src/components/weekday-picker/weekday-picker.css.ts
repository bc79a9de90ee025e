import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const days = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const day = style({
  position: 'relative',
  minWidth: '2.75rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  textAlign: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentContrast,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** The checkbox itself is invisible but stays focusable and in the accessibility tree. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const error = style({ marginTop: vars.space.xxs, color: vars.color.critical, fontSize: vars.font.size.sm });
