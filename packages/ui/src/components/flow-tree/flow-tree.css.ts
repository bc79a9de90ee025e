import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const caption = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

/** Sequences as columns of steps. */
export const sequence = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
});

/** Parallel branches side by side, one under the other on a phone. */
export const parallel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const branch = style({ flex: '1 1 8rem', minWidth: 0 });

export const step = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const invalid = style({ outline: `2px solid ${vars.color.critical}` });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
