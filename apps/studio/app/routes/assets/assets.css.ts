import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight, margin: 0 });

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
});

/** The type filter scrolls sideways on a phone rather than widening the page (375 px). */
export const families = style({ maxWidth: '100%', overflowX: 'auto', paddingBottom: vars.space.xxs });

export const search = style({ display: 'flex', alignItems: 'end', gap: vars.space.xs, flex: '1 1 16rem' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const preview = style({
  height: '9rem',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const excerpt = style({
  alignSelf: 'stretch',
  margin: 0,
  padding: vars.space.xs,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  // The card shows the start of the text; what does not fit is clipped, not scrolled.
  maxHeight: '9rem',
  overflow: 'hidden',
});

/** Plain text keeps its line breaks, without the indentation a text may carry. */
export const plainText = style({ margin: 0, whiteSpace: 'pre-line' });

export const name = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere', margin: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const detail = style({ display: 'grid', gap: vars.space.sm });

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `0 ${vars.space.sm}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const more = style({ marginTop: vars.space.lg });
