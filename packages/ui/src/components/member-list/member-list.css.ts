import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A member beside their actions; the actions go under the address on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const who = style({ minWidth: 0 });

/** The question and its two answers, wrapping on a phone. */
export const confirm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
