import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.md,
});

export const intro = style({ color: vars.color.textMuted, marginBottom: vars.space.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  // Two columns on wide screens (what the run is | what can be done), one on a phone.
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const name = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const message = style({ fontSize: vars.font.size.sm, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const more = style({ marginTop: vars.space.lg });
