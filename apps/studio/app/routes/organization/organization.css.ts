import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48rem' });

/** The page header in the organization's brand: its colour as a band, its logo beside the name. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottomWidth: '4px',
  borderBottomStyle: 'solid',
});

export const title = style({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight, margin: 0 });

export const logo = style({ width: '3rem', height: '3rem', objectFit: 'contain', borderRadius: '6px' });

export const section = style({ display: 'grid', gap: vars.space.md });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem' });

export const colourRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const swatch = style({ inlineSize: '3rem', blockSize: '2.5rem', padding: 0, border: 'none', cursor: 'pointer' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const preview = style({ width: '6rem', height: '6rem', objectFit: 'contain' });
