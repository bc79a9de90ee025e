import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  // A long name or a creator's unbroken word wraps instead of widening the grid.
  overflowWrap: 'anywhere',
});

export const image = style({ width: '3rem', height: '3rem', objectFit: 'contain' });

export const name = style({ margin: 0, fontSize: vars.font.size.lg });

export const line = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A grey bar where a loading card's text will be. */
export const placeholder = style({
  height: '1em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const short = style({ width: '60%' });
