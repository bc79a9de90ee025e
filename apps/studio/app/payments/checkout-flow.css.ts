import { style } from '@vanilla-extract/css';

// Stripe's form sizes itself; it gets the dialog's full width.
export const frame = style({ width: '100%' });
