import type Stripe from 'stripe';
import { idOf, type PaymentContext } from './payment-context.ts';
import type { Applied, StoredEvent } from './payment-records.ts';
import { isMissing, stripeFailure } from './stripe-failures.ts';
import { recordOfSubscription } from './subscription-state.ts';

/** Reads a subscription as Stripe has it now, with its schedule (a pending downgrade); nothing when Stripe has none. */
export async function readSubscription(
  context: PaymentContext,
  subscriptionId: string,
): Promise<Stripe.Subscription | undefined> {
  try {
    return await context.stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] });
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw stripeFailure(error, 'read a subscription', context.log);
  }
}

/**
 * Stores a subscription read from Stripe at `readAt` for its customer's account (with the event
 * that caused the read, applied once). A subscription of a customer that is not ours is ignored.
 */
export async function storeSubscription(
  context: PaymentContext,
  subscription: Stripe.Subscription | undefined,
  readAt: number,
  event?: StoredEvent,
): Promise<Applied<boolean>> {
  const customerId = idOf(subscription?.customer);
  const email = customerId ? await context.store.accountOfCustomer(customerId) : undefined;
  return context.store.applyOnce(event, async (tx) => {
    if (!subscription || !email) return false;
    return context.store.saveSubscription(tx, email, recordOfSubscription(subscription, context.prices), readAt);
  });
}

/**
 * Re-reads a subscription from Stripe and stores what it says now, whatever the event that named
 * it said: events arrive late and out of order, the object's present state does not.
 */
export async function syncSubscription(
  context: PaymentContext,
  subscriptionId: string,
  event?: StoredEvent,
): Promise<Applied<boolean>> {
  const readAt = context.now();
  return storeSubscription(context, await readSubscription(context, subscriptionId), readAt, event);
}
