import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Wide enough for the longest label and price on one line ('Buy 500 credits $100.00').
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({ width: '100%', justifyContent: 'space-between' });

export const price = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });
