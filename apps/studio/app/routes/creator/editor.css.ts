import { media, vars } from '@taskwell/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const editor = style({ display: 'grid', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space.sm} 0`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toolbarEnd = style({ marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const saveState = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const sectionTitle = style({ fontSize: vars.font.size.lg, margin: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

/** Two columns from the md breakpoint (fields | preview), one on a phone. */
export const split = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

export const choices = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const legend = style({ fontWeight: vars.font.weight.medium, padding: `0 ${vars.space.xs}` });

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const control = style({
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '2.25rem',
  width: '100%',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const problem = style({ color: vars.color.critical, fontSize: vars.font.size.sm, margin: 0 });

export const problems = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const linkButton = style({
  font: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.critical,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'left',
  // A wrapped message keeps its list bullet on its first line.
  verticalAlign: 'top',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const itemInvalid = style({ borderColor: vars.color.critical });

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const itemTitle = style({ fontWeight: vars.font.weight.bold, margin: 0, fontSize: vars.font.size.md });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginLeft: 'auto' });

export const nested = style({ paddingLeft: vars.space.md, borderLeft: `2px solid ${vars.color.accentSoft}` });

export const handle = style({
  cursor: 'grab',
  touchAction: 'none',
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  padding: vars.space.xs,
  lineHeight: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const dragging = style({ opacity: 0.6 });

/** The "Advanced" disclosure of a step (its id). */
export const advanced = style({ display: 'grid', gap: vars.space.xs });

/** What a move of the flow made wrong: visible, and read out (a live region). */
export const moveNotice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  // Empty, it takes no room but stays in the page: a live region is read out when its text changes.
  selectors: { '&:empty': { padding: 0, border: 'none' } },
});

export const previewFrame = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.md,
});

globalStyle(`${previewFrame} > p:first-child`, { margin: 0 });
