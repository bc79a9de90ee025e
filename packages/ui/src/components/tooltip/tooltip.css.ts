import { style as css } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { layers } from '../../theme/tokens.ts';

export const style = css({
  zIndex: layers.overlay,
  maxWidth: '18rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.size.sm,
});
