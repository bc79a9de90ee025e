import { randomUUID } from 'node:crypto';
import type { CheckoutStatus } from '@taskwell/api-sdk';
import type Stripe from 'stripe';
import { conflict, DomainError, invalid } from '../errors/domain-error.ts';
import { ensureCustomer } from './customers.ts';
import { fulfilCheckout, readCheckoutSession } from './fulfil-checkout.ts';
import type { PaymentContext } from './payment-context.ts';
import { isLive } from './subscription-state.ts';

function unknownProduct(): DomainError {
  return new DomainError('not_found', 'unknown_product', 'That credit package does not exist.');
}

/** A price id that sells none of our plans. */
export function unknownPrice(): DomainError {
  return new DomainError('not_found', 'unknown_price', 'That plan price does not exist.');
}

/** The fields every embedded checkout shares: the pinned version's `ui_mode`, and where it returns. */
function embedded(context: PaymentContext, route: 'billing' | 'pricing') {
  return {
    ui_mode: 'embedded_page',
    // Cards complete in place; only a payment method that must leave the page comes back here.
    redirect_on_completion: 'if_required',
    return_url: `${context.settings.studioUrl.replace(/\/+$/, '')}/${route}?session_id={CHECKOUT_SESSION_ID}`,
  } satisfies Partial<Stripe.Checkout.SessionCreateParams>;
}

function clientSecretOf(session: Stripe.Checkout.Session): string {
  if (!session.client_secret) throw new Error('An embedded checkout session came without its client secret.');
  return session.client_secret;
}

/**
 * A checkout for a credit package, by its product id: the amount comes from our price table,
 * never from the client (spec §2 Billing top-ups).
 */
export async function startCreditCheckout(context: PaymentContext, email: string, productId: string): Promise<string> {
  const offer = context.prices.creditOffer(productId);
  if (!offer) throw unknownProduct();
  const customer = await ensureCustomer(context, email);
  const session = await context.call('start a credit checkout', () =>
    context.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', product: offer.productId, unit_amount: offer.priceCents },
          },
        ],
        metadata: { account: email, kind: 'credits', credits: String(offer.credits) },
        ...embedded(context, 'billing'),
      },
      { idempotencyKey: `checkout-credits-${randomUUID()}` },
    ),
  );
  await context.store.recordCheckout({
    id: session.id,
    accountEmail: email,
    kind: 'credits',
    productId: offer.productId,
    credits: offer.credits,
    amountCents: offer.priceCents,
  });
  return clientSecretOf(session);
}

function subscriptionExists(): DomainError {
  return conflict('subscription_exists', 'You already have a subscription: upgrade or downgrade it instead.');
}

/**
 * Earlier subscription checkouts of the account that gave nothing yet: a completed one is applied
 * now (then this one is refused), an open one is expired, so that one customer never ends with two
 * subscriptions.
 */
async function settleEarlierCheckouts(context: PaymentContext, email: string): Promise<void> {
  for (const row of await context.store.pendingSubscriptionCheckouts(email)) {
    const session = await readCheckoutSession(context, row.id);
    if (session.status === 'complete') {
      await fulfilCheckout(context, session);
    } else if (session.status === 'open') {
      await context.call('expire an earlier checkout', () =>
        context.stripe.checkout.sessions.expire(row.id, {}, { idempotencyKey: `expire-${row.id}` }),
      );
    }
  }
  if (isLive(await context.store.subscriptionOf(email))) throw subscriptionExists();
}

/** A checkout for a plan's price (Free or no plan: spec §4 Purchase); one subscription per customer. */
export async function startSubscriptionCheckout(
  context: PaymentContext,
  email: string,
  priceId: string,
): Promise<string> {
  const price = context.prices.priceById(priceId);
  if (!price) throw unknownPrice();
  if (!price.plan.available) throw conflict('plan_unavailable', `The ${price.plan.name} plan is not on sale yet.`);
  if (isLive(await context.store.subscriptionOf(email))) throw subscriptionExists();
  const customer = await ensureCustomer(context, email);
  await settleEarlierCheckouts(context, email);
  const session = await context.call('start a subscription checkout', () =>
    context.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        line_items: [{ price: priceId, quantity: 1 }],
        metadata: { account: email, kind: 'subscription' },
        subscription_data: { metadata: { account: email } },
        ...embedded(context, 'pricing'),
      },
      { idempotencyKey: `checkout-subscription-${randomUUID()}` },
    ),
  );
  await context.store.recordCheckout({ id: session.id, accountEmail: email, kind: 'subscription', priceId });
  return clientSecretOf(session);
}

/**
 * A setup-mode checkout that saves a new card, then set as the default, the subscription's, or
 * both (spec §7 modify-payment-method flags); at least one must be asked for.
 */
export async function startPaymentMethodCheckout(
  context: PaymentContext,
  email: string,
  change: { changeDefault: boolean; changeSubscription: boolean },
): Promise<string> {
  if (!change.changeDefault && !change.changeSubscription) {
    throw invalid('nothing_to_change', 'Choose at least one payment method to change.');
  }
  if (change.changeSubscription && !isLive(await context.store.subscriptionOf(email))) {
    throw conflict('no_subscription', 'You have no subscription whose payment method could change.');
  }
  const customer = await ensureCustomer(context, email);
  const session = await context.call('start a payment method checkout', () =>
    context.stripe.checkout.sessions.create(
      {
        mode: 'setup',
        currency: 'usd',
        customer,
        metadata: { account: email, kind: 'payment_method' },
        ...embedded(context, 'billing'),
      },
      { idempotencyKey: `checkout-setup-${randomUUID()}` },
    ),
  );
  await context.store.recordCheckout({ id: session.id, accountEmail: email, kind: 'payment_method', ...change });
  return clientSecretOf(session);
}

/**
 * The status of one of the caller's checkouts after it returns (spec §3 Checkout status). A
 * completed one is applied here too, through the same once-only path as the webhook, so the
 * balance and the plan do not wait for the webhook; whichever comes first gives, the other finds
 * it given.
 */
export async function checkoutStatus(
  context: PaymentContext,
  email: string,
  sessionId: string,
): Promise<CheckoutStatus> {
  const row = await context.store.checkoutOf(sessionId);
  if (!row || row.accountEmail !== email) {
    throw new DomainError('not_found', 'unknown_session', 'That checkout session does not exist.');
  }
  const session = await readCheckoutSession(context, sessionId);
  if (session.status === 'complete') await fulfilCheckout(context, session);
  const status: CheckoutStatus['status'] =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  return { status, customer_email: session.customer_details?.email ?? email };
}
