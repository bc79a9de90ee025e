import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '60rem' });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const select = style({
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '2.25rem',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
