import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const details = style({});

const summaryBase = style({
  listStyle: 'none',
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const toggle = style([
  summaryBase,
  {
    display: 'inline-block',
    marginBlock: vars.space.xs,
    color: vars.color.accent,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);

export const whenClosed = style({});
export const whenOpen = style({});
globalStyle(`${details}[open] > ${toggle} ${whenClosed}`, { display: 'none' });
globalStyle(`${details}:not([open]) > ${toggle} ${whenOpen}`, { display: 'none' });

export const accordion = style({ display: 'grid', gap: vars.space.xs });

export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const trigger = style([
  summaryBase,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.md,
    color: vars.color.text,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
  },
]);

export const title = style({ margin: 0, fontSize: 'inherit', fontWeight: vars.font.weight.medium });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.transition.generic}`,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({ padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.textMuted });
