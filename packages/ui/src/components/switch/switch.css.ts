import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const root = style({
  position: 'relative',
  width: '2.5rem',
  height: '1.5rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: '50%',
  backgroundColor: vars.color.text,
  transform: 'translateX(2px)',
  transition: `transform ${vars.transition.generic}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.125rem)', backgroundColor: vars.color.accentContrast },
  },
});
