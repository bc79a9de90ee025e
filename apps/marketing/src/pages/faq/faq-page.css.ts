import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

/** The question beside its icon; a long question wraps beside the icon, not under it. */
export const question = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
