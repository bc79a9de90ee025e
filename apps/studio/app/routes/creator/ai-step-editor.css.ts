import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const palette = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const paletteGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const paletteTitle = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

const chipBase = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '999px',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  lineHeight: 1.8,
} as const;

export const chipButton = style({
  ...chipBase,
  font: 'inherit',
  cursor: 'pointer',
  color: vars.color.text,
  backgroundColor: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const chip = style({ ...chipBase, color: vars.color.text, backgroundColor: vars.color.accentSoft });

export const chipWrong = style({
  ...chipBase,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.critical}`,
});

export const preview = style({ display: 'grid', gap: vars.space.xs });

export const previewText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 2 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const shapes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
});
