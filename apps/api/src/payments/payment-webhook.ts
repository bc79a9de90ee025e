import type { ValidateFunction } from 'ajv';
import Stripe from 'stripe';
import { invalid } from '../errors/domain-error.ts';
import { findCheckoutSession, fulfilCheckout } from './fulfil-checkout.ts';
import { idOf, type PaymentContext } from './payment-context.ts';
import type { Applied, StoredEvent } from './payment-records.ts';
import { syncPayoutAccount } from './payout-accounts.ts';
import { syncSubscription } from './sync-subscription.ts';

/** How old a signature may be (Stripe's own default): a replayed delivery is refused after it. */
export const signatureToleranceSeconds = 300;

/** The reply to a delivery (the contract's `PaymentEventReceipt`). */
export interface EventReceipt {
  /** Always true: the event is verified and applied, or was before. */
  received: true;
  /** True when it had been applied before. */
  duplicate?: boolean;
}

/** The subscription an invoice bills, under the pinned version (its `parent`, not a top-level field). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * Applies one verified event, re-reading the object it names from Stripe: events arrive late, out
 * of order and more than once, the object's present state does not. Events of other types, and
 * events whose object Stripe does not have, are recorded and otherwise ignored: a 5xx is kept for
 * our own failures (a Stripe that does not answer, a database that fails), which a retry mends.
 */
async function applyEvent(
  context: PaymentContext,
  event: Stripe.Event,
  stored: StoredEvent,
): Promise<Applied<boolean>> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A session Stripe does not have cannot apply: recorded and acknowledged, since any other
      // answer than 2xx makes Stripe deliver it again for days.
      const session = await findCheckoutSession(context, event.data.object.id);
      return session ? fulfilCheckout(context, session, stored) : context.store.applyOnce(stored, async () => false);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      return subscriptionId
        ? syncSubscription(context, subscriptionId, stored)
        : context.store.applyOnce(stored, async () => false);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.pending_update_applied':
    case 'customer.subscription.pending_update_expired':
      return syncSubscription(context, event.data.object.id, stored);
    case 'subscription_schedule.released':
    case 'subscription_schedule.canceled':
    case 'subscription_schedule.completed':
    case 'subscription_schedule.updated': {
      const subscriptionId = idOf(event.data.object.subscription) ?? idOf(event.data.object.released_subscription);
      return subscriptionId
        ? syncSubscription(context, subscriptionId, stored)
        : context.store.applyOnce(stored, async () => false);
    }
    case 'account.updated':
      // Payouts (decision 137): a connected account's state changed.
      return syncPayoutAccount(context, event.data.object.id, stored);
    default:
      return context.store.applyOnce(stored, async () => false);
  }
}

/**
 * Receives a webhook delivery: the signature is checked over the exact bytes received (a body that
 * was parsed and serialised again would not match) and must be at most 300 s old by the server's
 * clock; then the event is applied once.
 */
export async function receiveEvent(
  context: PaymentContext,
  delivery: { payload: Buffer; signature: string; validateEvent: ValidateFunction },
): Promise<EventReceipt> {
  let event: Stripe.Event;
  try {
    event = await context.stripe.webhooks.constructEventAsync(
      delivery.payload,
      delivery.signature,
      context.settings.webhookSecret,
      signatureToleranceSeconds,
      undefined,
      // The SDK takes the receiving time in milliseconds.
      context.now(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError) {
      throw invalid(
        'invalid_signature',
        'The event signature does not match its body, or it is older than 300 seconds.',
      );
    }
    throw error;
  }
  if (!delivery.validateEvent(event)) throw invalid('invalid_event', 'The event is not shaped as an event.');
  if (await context.store.eventSeen(event.id)) return { received: true, duplicate: true };
  const applied = await applyEvent(context, event, { id: event.id, type: event.type, created: event.created });
  return applied.duplicate ? { received: true, duplicate: true } : { received: true };
}
