import { vars } from '@taskwell/ui/theme';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.lg,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem', paddingTop: vars.space.md });

export const social = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem', paddingTop: vars.space.md });

/** The Disconnect form under the list. */
export const linkNote = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The way to the organization page (issue 26). */
export const organizationLink = style({ marginBottom: vars.space.md });
