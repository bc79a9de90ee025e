import { ApiError, MalformedReplyError, NetworkError } from '@taskwell/api-sdk';

/** Why a payment call did not do what was asked, as the studio tells the user. */
export type PaymentFailure =
  /** spec §8: the API ended the session; the sign-in modal takes over. */
  | { kind: 'session-ended' }
  /** The server takes no payments (no Stripe keys): nothing can be bought on this installation. */
  | { kind: 'not-configured'; message: string }
  /** The server or the payment provider refused or failed; the message says what to do. */
  | { kind: 'refused'; code: string; message: string }
  /** The studio could not reach the API. */
  | { kind: 'unreachable'; message: string };

/** A payment call's answer: its value, or why not. Failures are values (run-controller's way). */
export type PaymentResult<Value> = { ok: true; value: Value } | { ok: false; failure: PaymentFailure };

/** What the page says when the server takes no payments. */
export const paymentsOffMessage =
  'Payments are not set up on this Taskwell installation yet, so plans and credits cannot be bought here.';

const unreachable = 'The Taskwell service could not be reached, so nothing was changed. Try again in a moment.';

/**
 * The failure a payment call's error stands for. The API's error bodies carry a sentence for the
 * user (the contract's `Error.message`), which is shown as it is; the code decides the kind.
 */
export function paymentFailureOf(error: unknown, sessionEnded: boolean): PaymentFailure {
  if (sessionEnded) return { kind: 'session-ended' };
  if (error instanceof ApiError) {
    if (error.code === 'payments_not_configured') return { kind: 'not-configured', message: paymentsOffMessage };
    return {
      kind: 'refused',
      code: error.code,
      message: error.body?.message ?? 'The payment service refused the request. Nothing was changed.',
    };
  }
  if (error instanceof NetworkError || error instanceof MalformedReplyError) {
    return { kind: 'unreachable', message: unreachable };
  }
  throw error;
}

/** The sentence for the user of a failure that is not the session's end. */
export function paymentFailureMessage(failure: PaymentFailure): string {
  switch (failure.kind) {
    case 'session-ended':
      return 'Your session ended, sign in again.';
    case 'not-configured':
    case 'refused':
    case 'unreachable':
      return failure.message;
    default:
      return failure satisfies never;
  }
}
