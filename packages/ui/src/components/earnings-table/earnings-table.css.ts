import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The tasks one under the other; never wider than the screen (a grid column would grow to the widest table). */
export const tasks = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const task = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.font.size.lg });

/** On a narrow screen the table scrolls sideways inside its own box, the page does not. */
export const tableWrap = style({
  overflowX: 'auto',
  maxWidth: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const table = style({ borderCollapse: 'collapse', minWidth: '32rem', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th[scope="row"]`, { textAlign: 'left' });
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: vars.font.weight.bold, borderBottom: 'none' });
