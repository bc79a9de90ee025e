import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.lg,
});

export const facts = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem', margin: 0 });

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const term = style({ flexBasis: '100%', color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, flex: 1, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
