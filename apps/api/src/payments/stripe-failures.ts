import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { DomainError, unavailable } from '../errors/domain-error.ts';

/** The answer to every payment call while no Stripe keys are configured. */
export function paymentsNotConfigured(): DomainError {
  return unavailable(
    'payments_not_configured',
    'Payments are not configured on this server, so nothing can be bought here yet.',
  );
}

/**
 * What a failed Stripe call means for the user, by the SDK's error class: a declined card is the
 * user's to fix (402); a slow, failed or refused call is ours, answered 503 with nothing changed
 * (the call is logged, since a refusal means our request or our keys are wrong).
 */
export function stripeFailure(error: unknown, what: string, log: FastifyBaseLogger): unknown {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new DomainError('payment_declined', 'card_declined', `Your card was declined: ${error.message}`, {
      cause: error,
    });
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeIdempotencyError
  ) {
    log.warn({ err: error, what }, 'the payment provider did not answer');
    return unavailable(
      'payment_provider_unavailable',
      'The payment provider did not answer in time. Nothing was changed; please try again in a moment.',
      { retryAfterMs: 5000, cause: error },
    );
  }
  if (error instanceof Stripe.errors.StripeError) {
    log.error({ err: error, what, code: error.code, type: error.type }, 'the payment provider refused a call');
    return unavailable(
      'payment_provider_refused',
      'The payment provider refused the request. Nothing was changed; please try again later.',
      { cause: error },
    );
  }
  return error;
}

/** True when Stripe answered that the object does not exist. */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
