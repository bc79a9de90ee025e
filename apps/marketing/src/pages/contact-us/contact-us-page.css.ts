import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const icon = style({ color: vars.color.accent });
