import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const loading = style({ display: 'grid', placeItems: 'start', padding: `${vars.space.lg} 0` });

// Shown while a modal's code loads: over the page, where the modal will open.
export const opening = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.xl,
  transform: 'translateX(-50%)',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

// My Tasks' "From the AI Store": cards side by side, one column on a phone.
export const saved = style({ marginBottom: vars.space.xl });

export const savedTitle = style({ fontSize: vars.font.size.lg, marginBottom: vars.space.md });

export const savedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
});

export const savedCard = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  overflowWrap: 'anywhere',
});

export const savedName = style({ fontSize: vars.font.size.md, margin: 0 });

export const muted = style({ color: vars.color.textMuted });
