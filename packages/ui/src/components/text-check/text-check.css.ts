import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const mark = style({
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
});

/** The phrase itself: a button that looks like the text it marks, underlined as a finding. */
export const phrase = style({
  all: 'unset',
  cursor: 'help',
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationStyle: 'wavy',
  textDecorationColor: vars.color.critical,
  textUnderlineOffset: '3px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const explanation = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
});

export const suggestion = style({
  fontWeight: vars.font.weight.bold,
});
