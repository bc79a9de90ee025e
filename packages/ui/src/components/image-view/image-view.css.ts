import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs });

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '28rem',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-loaded="false"]': { minHeight: '4rem', minWidth: '4rem' } },
});

export const error = style({ color: vars.color.critical });
