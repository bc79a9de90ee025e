import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = styleVariants({
  line: { display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, overflowX: 'auto' },
  pill: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs },
});

const triggerBase = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `color ${vars.transition.generic}, background-color ${vars.transition.generic}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const trigger = styleVariants({
  line: [
    triggerBase,
    {
      borderBottom: '2px solid transparent',
      marginBottom: '-1px',
      selectors: { '&[data-state="active"]': { color: vars.color.accent, borderBottomColor: vars.color.accent } },
    },
  ],
  pill: [
    triggerBase,
    {
      borderRadius: vars.radius.pill,
      border: `1px solid ${vars.color.border}`,
      selectors: {
        '&[data-state="active"]': {
          color: vars.color.accent,
          backgroundColor: vars.color.accentSoft,
          borderColor: vars.color.accent,
        },
      },
    },
  ],
});

export const panel = style({
  paddingTop: vars.space.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
