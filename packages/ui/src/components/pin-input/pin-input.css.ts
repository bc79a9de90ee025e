import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ display: 'flex', gap: vars.space.xs, border: 0, margin: 0, padding: 0 });

export const legend = style({
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const digit = style({
  width: '2.75rem',
  height: '3rem',
  textAlign: 'center',
  fontSize: vars.font.size.xl,
  fontFamily: vars.font.family.mono,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const error = style({ marginTop: vars.space.xs, color: vars.color.critical, fontSize: vars.font.size.sm });
