import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space.xs,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 1 });

export const line = style({ flex: 1, height: '2px', backgroundColor: vars.color.border, minWidth: vars.space.md });

export const lineDone = style({ backgroundColor: vars.color.accent });

const dotBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const dot = styleVariants({
  waiting: [dotBase],
  done: [dotBase, { borderColor: vars.color.accent, color: vars.color.accent }],
  active: [
    dotBase,
    { borderColor: vars.color.accent, color: vars.color.accentContrast, backgroundColor: vars.color.accent },
  ],
  error: [dotBase, { borderColor: vars.color.critical, color: vars.color.critical }],
});

export const spinning = style({
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
