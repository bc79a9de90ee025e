import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const usage = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const rows = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
});

export const name = style({ fontWeight: vars.font.weight.bold });

export const figures = style({ justifySelf: 'end', fontVariantNumeric: 'tabular-nums' });

export const full = style({ color: vars.color.critical });

export const bar = style({ gridColumn: '1 / -1', width: '100%', height: '0.5rem', accentColor: vars.color.accent });

export const upgrade = style({ margin: 0, fontSize: vars.font.size.sm });
