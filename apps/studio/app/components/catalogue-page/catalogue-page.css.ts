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
