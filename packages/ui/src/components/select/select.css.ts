import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { layers, layout } from '../../theme/tokens.ts';

export const field = style({ display: 'grid', gap: vars.space.xxs });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.critical });
export const group = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });
export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});
export const content = style({
  zIndex: layers.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: `min(${layout.dropdownMaxHeight}, var(--radix-select-content-available-height))`,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: '0 8px 24px rgb(0 0 0 / 30%)',
});
export const viewport = style({ padding: vars.space.xxs, maxHeight: layout.dropdownMaxHeight });
export const item = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.accentSoft },
    '&[data-state="checked"]': { color: vars.color.accent, fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
