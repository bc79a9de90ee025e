import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const base = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid',
  backgroundColor: vars.color.surfaceRaised,
});

export const alert = styleVariants({
  info: [base, { borderColor: vars.color.accent }],
  positive: [base, { borderColor: vars.color.positive }],
  critical: [base, { borderColor: vars.color.critical }],
});

export const title = style({ fontWeight: vars.font.weight.bold });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loader = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const ring = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  // Under reduced motion the ring stands still (as the stepper's does); the loader's text says what is loading.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
