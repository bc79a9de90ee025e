import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xl,
  marginBottom: vars.space.md,
});

export const logo = style({ width: '2.5rem', height: '2.5rem', objectFit: 'contain', borderRadius: vars.radius.md });

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

export const sort = style({ minWidth: '12rem' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

export const chip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { fontWeight: 'bold', borderColor: 'currentColor' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const image = style({ width: '3rem', height: '3rem', objectFit: 'contain' });

export const muted = style({ color: vars.color.textMuted });
