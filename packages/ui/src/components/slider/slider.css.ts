import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xs });
export const head = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.font.size.sm });
export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: '1.25rem',
  touchAction: 'none',
  userSelect: 'none',
});
export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: '4px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
});
export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
});
export const thumb = style({
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: '50%',
  backgroundColor: vars.color.accent,
  border: `2px solid ${vars.color.surface}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
