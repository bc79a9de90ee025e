import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const fields = style({ display: 'grid', gap: vars.space.md });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const taskPanel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.md });

export const heading = style({ color: vars.color.textMuted });

export const submitRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const resultPanel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md });

export const status = style({ fontWeight: vars.font.weight.medium });

export const notice = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const results = style({ display: 'grid', gap: vars.space.md });

export const disclaimer = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const paused = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent}`,
});

export const pausedTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const partial = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const partialTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const partialText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const personaField = style({ display: 'grid', gap: vars.space.xs });

export const personaLabel = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const personaSelect = style({
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '2.25rem',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
