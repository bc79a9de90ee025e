import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '100%' });

export const groups = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const groupButton = style({
  flex: 1,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  transition: `background-color ${vars.transition.generic}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSoft },
    '&[aria-current="page"]': { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const footer = style({ marginTop: 'auto' });
