import { style } from '@vanilla-extract/css';

/**
 * The honeypot's place: off the screen rather than `display: none`, which some programs skip; it is
 * also out of the tab order and hidden from assistive technology, so no person meets it.
 */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
