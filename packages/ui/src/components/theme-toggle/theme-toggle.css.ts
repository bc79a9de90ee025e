import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A square, borderless icon button with a visible focus ring. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  // Square or useless: in a crowded flex row (a phone's header) it must not be squeezed.
  flexShrink: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.generic}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
