import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const toggle = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const accordion = style({ display: 'grid', gap: vars.space.xs });

export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const chevron = style({
  transition: `transform ${vars.transition.generic}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({ padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.textMuted });
