import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const name = style({ flex: 1, minWidth: '8rem', fontWeight: vars.font.weight.medium });

export const note = style({ flexBasis: '100%', color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const connected = style({ color: vars.color.positive, fontWeight: vars.font.weight.bold });

export const soon = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
