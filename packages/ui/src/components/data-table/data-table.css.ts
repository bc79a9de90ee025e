import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** On a narrow screen the table scrolls sideways inside its own box, the page does not. */
export const box = style({
  overflowX: 'auto',
  maxWidth: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/** A column of figures lines up on the right. */
export const end = style({});
globalStyle(`${table} th${end}, ${table} td${end}`, { textAlign: 'right' });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
