import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const title = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight, margin: 0 });

export const intro = style({ color: vars.color.textMuted, marginBottom: vars.space.md });

export const limits = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: `0 0 ${vars.space.lg}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const name = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const panel = style({
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const panelTitle = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.md}` });

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.bold });

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const secret = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
});

export const history = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
