import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xxs });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.critical });
export const control = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled, &[readonly]': { opacity: 0.7 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});
