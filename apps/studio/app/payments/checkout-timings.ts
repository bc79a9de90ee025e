/** What a checkout buys; its dialog's timings and thank-you follow from it. */
export type CheckoutKind = 'credits' | 'plan' | 'card';

/** When a dialog acts after its checkout completed, in milliseconds from the completion. */
export interface CheckoutTimings {
  /** The page's payment details are read again (the new card shows). */
  reloadAfterMs?: number;
  /** The dialog closes by itself. */
  closeAfterMs: number;
}

/**
 * spec §4 "Checkout completion": the billing (card) checkout reloads payment info after 2 s and
 * closes after 4 s; the credit checkout closes after 3 s. The spec names no time for a plan's
 * checkout; it closes after 3 s, like the other purchase.
 */
export const checkoutTimings: Readonly<Record<CheckoutKind, CheckoutTimings>> = {
  card: { reloadAfterMs: 2000, closeAfterMs: 4000 },
  credits: { closeAfterMs: 3000 },
  plan: { closeAfterMs: 3000 },
};
