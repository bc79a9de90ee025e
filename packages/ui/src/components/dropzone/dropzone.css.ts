import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const zone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `border-color ${vars.transition.generic}, background-color ${vars.transition.generic}`,
  selectors: {
    '&:hover, &[data-dragging="true"]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const errors = style({
  margin: 0,
  paddingLeft: vars.space.md,
  color: vars.color.critical,
  fontSize: vars.font.size.sm,
});
export const progress = style({ width: '100%', accentColor: vars.color.accent });

export const selected = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  minWidth: 0,
});

export const preview = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  flex: 'none',
});

export const fileName = style({ minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.font.size.sm });

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  flex: 'none',
  marginLeft: 'auto',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSoft, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
