import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The page's one column is never wider than the screen (issue 39: 553 px at 390): a grid's own
 * column would grow to the widest table's width, however its box scrolls.
 */
export const page = style({ gridTemplateColumns: 'minmax(0, 1fr)', overflowWrap: 'anywhere' });

/** The dates and the download side by side, wrapping on a phone. */
export const range = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' });

/** The payout figures: a term beside its value, one under the other on a phone. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '0.25rem 1rem',
  margin: 0,
  '@media': { 'screen and (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${figures} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

/** The confirmation of spending earnings: the buttons wrap on a phone. */
export const confirm = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
globalStyle(`${confirm} p`, { flexBasis: '100%', margin: 0 });
