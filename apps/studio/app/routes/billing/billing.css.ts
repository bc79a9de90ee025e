import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const title = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

// spec §2 Billing's breakpoints: one column on a phone, two from 780 px, three from 1450 px.
export const sections = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 780px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1450px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.sm } },
});

export const heading = style({
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const figure = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
