/**
 * The checkout session id inside an embedded checkout's client secret (`cs_..._secret_...`).
 * Stripe's `onComplete` names no session, and the contract gives the client secret only; the
 * status call needs the id (the local stand-in reads it the same way).
 */
export function checkoutSessionIdOf(clientSecret: string): string | undefined {
  const marker = clientSecret.indexOf('_secret_');
  if (marker <= 0) return undefined;
  const id = clientSecret.slice(0, marker);
  return /^cs_[A-Za-z0-9_]+$/.test(id) ? id : undefined;
}
