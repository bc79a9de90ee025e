import type Stripe from 'stripe';
import { idOf, type PaymentContext } from './payment-context.ts';
import type { Applied, CheckoutRow, StoredEvent } from './payment-records.ts';
import { isMissing, stripeFailure } from './stripe-failures.ts';
import { recordOfSubscription } from './subscription-state.ts';
import { readSubscription } from './sync-subscription.ts';

/** Reads a checkout session as Stripe has it now (its setup intent expanded, for card changes). */
export async function readCheckoutSession(
  context: PaymentContext,
  sessionId: string,
): Promise<Stripe.Checkout.Session> {
  return context.call('read a checkout session', () =>
    context.stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] }),
  );
}

/**
 * The checkout session an event names, as Stripe has it now; undefined when Stripe has no such
 * session (one of another account, or deleted): nothing can apply then, which is not a failure.
 */
export async function findCheckoutSession(
  context: PaymentContext,
  sessionId: string,
): Promise<Stripe.Checkout.Session | undefined> {
  try {
    return await context.stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] });
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw stripeFailure(error, 'read a checkout session', context.log);
  }
}

/** Makes a card the customer's default for invoices; keyed by the session, so a repeat changes nothing. */
async function setDefaultCard(context: PaymentContext, customerId: string, paymentMethodId: string, key: string) {
  await context.call('set the default card', () =>
    context.stripe.customers.update(
      customerId,
      { invoice_settings: { default_payment_method: paymentMethodId } },
      { idempotencyKey: key },
    ),
  );
}

/** Credits: granted once, when the session is complete, paid, and paid what our price table says. */
async function fulfilCredits(
  context: PaymentContext,
  row: CheckoutRow,
  session: Stripe.Checkout.Session,
  event: StoredEvent | undefined,
): Promise<Applied<boolean>> {
  const paid =
    session.status === 'complete' &&
    session.payment_status === 'paid' &&
    session.amount_total === row.amountCents &&
    row.credits !== null &&
    row.amountCents !== null;
  return context.store.applyOnce(event, async (tx) => {
    if (!paid || row.credits === null || row.amountCents === null) return false;
    const granted = await context.store.grantPurchase(tx, {
      sessionId: row.id,
      email: row.accountEmail,
      credits: row.credits,
      amountCents: row.amountCents,
    });
    await context.store.markFulfilled(tx, row.id);
    return granted;
  });
}

/**
 * A subscription: its state is read from Stripe and stored (the plan follows). A customer without
 * a default card gets the subscription's, so that billing shows one.
 */
async function fulfilSubscription(
  context: PaymentContext,
  row: CheckoutRow,
  session: Stripe.Checkout.Session,
  event: StoredEvent | undefined,
): Promise<Applied<boolean>> {
  const subscriptionId = idOf(session.subscription);
  if (session.status !== 'complete' || !subscriptionId) return context.store.applyOnce(event, async () => false);
  const readAt = context.now();
  const subscription = await readSubscription(context, subscriptionId);
  const customerId = idOf(session.customer);
  const card = idOf(subscription?.default_payment_method);
  if (!row.fulfilledAt && customerId && card) {
    const customer = await context.call('read a customer', () => context.stripe.customers.retrieve(customerId));
    if (!customer.deleted && !customer.invoice_settings.default_payment_method) {
      await setDefaultCard(context, customerId, card, `default-card-${row.id}`);
    }
  }
  return context.store.applyOnce(event, async (tx) => {
    await context.store.markFulfilled(tx, row.id);
    if (!subscription) return false;
    return context.store.saveSubscription(
      tx,
      row.accountEmail,
      recordOfSubscription(subscription, context.prices),
      readAt,
    );
  });
}

/**
 * A card change (setup mode): a completed setup does not make the card the default by itself, so
 * it is set where the user asked (the default, the subscription's, or both), each keyed by the
 * session so that a repeat changes nothing.
 */
async function fulfilPaymentMethod(
  context: PaymentContext,
  row: CheckoutRow,
  session: Stripe.Checkout.Session,
  event: StoredEvent | undefined,
): Promise<Applied<boolean>> {
  const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
  const card = idOf(intent?.payment_method);
  const customerId = idOf(session.customer);
  if (session.status !== 'complete' || intent?.status !== 'succeeded' || !card || !customerId) {
    return context.store.applyOnce(event, async () => false);
  }
  if (row.fulfilledAt) return context.store.applyOnce(event, async () => false);
  if (row.changeDefault) await setDefaultCard(context, customerId, card, `payment-method-default-${row.id}`);
  let subscription: Stripe.Subscription | undefined;
  const readAt = context.now();
  if (row.changeSubscription) {
    const stored = await context.store.subscriptionOf(row.accountEmail);
    if (stored) {
      subscription = await context.call('change the subscription card', () =>
        context.stripe.subscriptions.update(
          stored.subscriptionId,
          { default_payment_method: card, expand: ['schedule'] },
          { idempotencyKey: `payment-method-subscription-${row.id}` },
        ),
      );
    }
  }
  return context.store.applyOnce(event, async (tx) => {
    await context.store.markFulfilled(tx, row.id);
    if (subscription) {
      await context.store.saveSubscription(
        tx,
        row.accountEmail,
        recordOfSubscription(subscription, context.prices),
        readAt,
      );
    }
    return true;
  });
}

/**
 * Gives what a checkout session sold, once, from the session as Stripe has it (never from an
 * event's copy or a client's word). Both the webhook and the return page's status read come here;
 * a session this server did not start, or of another customer, is ignored.
 */
export async function fulfilCheckout(
  context: PaymentContext,
  session: Stripe.Checkout.Session,
  event?: StoredEvent,
): Promise<Applied<boolean>> {
  const row = await context.store.checkoutOf(session.id);
  const customerId = idOf(session.customer);
  const ours = row && customerId && (await context.store.customerOf(row.accountEmail)) === customerId;
  if (!row || !ours) {
    if (row) context.log.warn({ sessionId: session.id }, 'a checkout session changed customer; nothing was given');
    return context.store.applyOnce(event, async () => false);
  }
  switch (row.kind) {
    case 'credits':
      return fulfilCredits(context, row, session, event);
    case 'subscription':
      return fulfilSubscription(context, row, session, event);
    case 'payment_method':
      return fulfilPaymentMethod(context, row, session, event);
    default:
      return row.kind satisfies never;
  }
}
