import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const head = style({ display: 'grid', gap: vars.space.xxs });

export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const error = style({ color: vars.color.critical, fontSize: vars.font.size.sm });
