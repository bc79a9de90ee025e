import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const line = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const icon = style({ flex: 'none', width: '12px', height: '12px', fill: vars.color.accent });

export const name = style({ fontWeight: vars.font.weight.bold });

globalStyle(`${name} a`, { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px' });
globalStyle(`${name} a:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
