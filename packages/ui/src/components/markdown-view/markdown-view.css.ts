import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' });

globalStyle(`${root} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${root} h1, ${root} h2, ${root} h3`, { lineHeight: vars.font.lineHeight.tight, marginTop: vars.space.md });
globalStyle(`${root} a`, { color: vars.color.accent });
globalStyle(`${root} code`, { fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });
globalStyle(`${root} pre`, {
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  overflowX: 'auto',
});

export const status = style({ color: vars.color.textMuted });
export const error = style({ color: vars.color.critical });

/** A preview inside a card: tight spacing, no outer margins. */
export const compact = style({ lineHeight: vars.font.lineHeight.tight });
globalStyle(`${compact} > *`, { margin: 0 });
globalStyle(`${compact} > * + *`, { marginTop: vars.space.xs });
globalStyle(`${compact} ul, ${compact} ol`, { paddingLeft: vars.space.md });
globalStyle(`${compact} blockquote`, { marginLeft: 0, paddingLeft: vars.space.sm });
