import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const review = style({ fontSize: vars.font.size.sm });

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const finding = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const what = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
