import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { layers } from '../../theme/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layers.modal,
  backgroundColor: 'rgb(0 0 0 / 55%)',
  animation: `${fadeIn} ${vars.transition.modal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: layers.modal,
  transform: 'translate(-50%, -50%)',
  width: 'min(36rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 16px 48px rgb(0 0 0 / 40%)',
  animation: `${rise} ${vars.transition.modal} ease-out`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const wide = style({ width: 'min(64rem, calc(100vw - 2rem))' });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const description = style({ color: vars.color.textMuted, marginBottom: vars.space.md });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
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

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
