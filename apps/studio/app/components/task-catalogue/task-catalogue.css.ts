import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tabsHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const empty = style({ color: vars.color.textMuted });
