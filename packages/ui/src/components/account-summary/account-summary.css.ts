import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { layout } from '../../theme/tokens.ts';

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  '@media': { [layout.narrow]: { gap: vars.space.xs } },
});

export const list = style({ display: 'flex', alignItems: 'center', gap: 'inherit', margin: 0 });

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

/** 'Credits' and 'Subscription': read out everywhere, shown from the tablet width up. */
export const label = style({
  color: vars.color.textMuted,
  '@media': {
    [layout.narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const value = style({ fontWeight: vars.font.weight.medium, margin: 0 });

export const plan = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});

export const welcome = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  minWidth: 0,
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // On a phone the welcome gives way to the balance and plan; the drawer and profile name the user.
  '@media': { 'screen and (max-width: 600px)': { display: 'none' } },
});
