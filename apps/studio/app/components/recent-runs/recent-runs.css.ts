import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.lg });

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const list = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const name = style({ fontWeight: vars.font.weight.medium, minWidth: 0, overflowWrap: 'anywhere' });

export const time = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const open = style({ marginLeft: 'auto' });
