import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
  // A FilterBadge is a <button>: without this, tones that set no background keep the browser's
  // button grey, and their text loses its contrast.
  backgroundColor: 'transparent',
});

export const badge = styleVariants({
  accent: [base, { backgroundColor: vars.color.accentSoft, color: vars.color.accent }],
  neutral: [base, { borderColor: vars.color.border, color: vars.color.neutral }],
  positive: [base, { borderColor: vars.color.positive, color: vars.color.positive }],
  critical: [base, { borderColor: vars.color.critical, color: vars.color.critical }],
});

export const filter = style({
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.accent, color: vars.color.accentContrast },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
