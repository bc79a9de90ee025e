import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const intro = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const names = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

/** A button that reads as a link: '(resend)', 'Sign Up', 'Use another e-mail'. */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});
