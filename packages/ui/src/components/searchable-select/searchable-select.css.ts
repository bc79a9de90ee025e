import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { layers, layout } from '../../theme/tokens.ts';

export const root = style({ position: 'relative', display: 'grid', gap: vars.space.xxs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const input = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const listbox = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: layers.popover,
  marginTop: vars.space.xxs,
  maxHeight: layout.dropdownMaxHeight,
  overflowY: 'auto',
  listStyle: 'none',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: '0 8px 24px rgb(0 0 0 / 30%)',
});

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.color.accentSoft },
    '&[aria-selected="true"]': { color: vars.color.accent, fontWeight: vars.font.weight.medium },
  },
});

export const empty = style({ padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted });
