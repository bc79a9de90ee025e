import type { SignInFieldErrors } from '@taskwell/ui/sign-in-form';

/** What the sign-in action answers the dialog (apart from the redirect of a successful sign-in). */
export type SignInOutcome =
  /** A PIN is on its way: the dialog moves to the PIN step. */
  | { outcome: 'pin-sent'; email: string }
  /** Some fields are wrong; nothing was sent. */
  | { outcome: 'invalid'; fieldErrors: SignInFieldErrors }
  /** The PIN was refused ('Invalid Pin', expired, used up): shown with '(resend)'. */
  | { outcome: 'pin-refused'; message: string }
  /** The request could not be served: a rate limit (with when to try again) or the service out of reach. */
  | { outcome: 'failed'; message: string };
