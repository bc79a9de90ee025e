import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const icon = style({ width: '2.75rem', height: '2.75rem', flex: 'none', objectFit: 'contain' });

export const names = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const heading = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const fee = style({ justifySelf: 'start' });

// spec §2: the description scrolls inside the card, so cards of a row keep one height.
export const description = style({
  maxHeight: '6.5rem',
  overflowY: 'auto',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  paddingRight: vars.space.xxs,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs });
