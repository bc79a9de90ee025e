import { style } from '@vanilla-extract/css';

// Stripe's form sizes itself; it gets the dialog's full width.
export const frame = style({ width: '100%' });

// The stand-in's test checkout page (decision 081) does not size itself: room for its form.
export const testFrame = style({ width: '100%', height: '20rem', border: 0 });
