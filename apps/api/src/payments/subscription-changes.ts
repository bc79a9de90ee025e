import { randomUUID } from 'node:crypto';
import type { SubscriptionStatus, UpgradeCost } from '@taskwell/api-sdk';
import { type PricingAction, pricingCardAction } from '@taskwell/domain';
import type Stripe from 'stripe';
import { conflict, DomainError } from '../errors/domain-error.ts';
import { unknownPrice } from './checkout-sessions.ts';
import { idOf, type PaymentContext, seconds } from './payment-context.ts';
import type { PlanPrice } from './price-catalogue.ts';
import { isLive, type SubscriptionRecord, statusOfRecord } from './subscription-state.ts';
import { readSubscription, storeSubscription } from './sync-subscription.ts';

/** An upgrade preview's proration date is used by the upgrade that follows it within this time. */
const previewLifetimeSeconds = 60 * 60;

function noSubscription(): DomainError {
  return conflict('no_subscription', 'You have no active subscription: choose a plan to purchase instead.');
}

/** The account's live subscription, as stored and as Stripe has it now. */
async function liveSubscription(context: PaymentContext, email: string) {
  const stored = await context.store.subscriptionOf(email);
  if (!stored || !isLive(stored)) throw noSubscription();
  const subscription = await readSubscription(context, stored.subscriptionId);
  const item = subscription?.items.data[0];
  if (!subscription || !item) throw noSubscription();
  return { stored, subscription, item };
}

/**
 * The target price and the action the pricing page offers for it (the domain's rule, spec §4), which
 * must be the one asked for: an upgrade is to a higher price, a downgrade to a lower one.
 */
function checkedTarget(
  context: PaymentContext,
  stored: SubscriptionRecord | undefined,
  priceId: string,
  want: 'upgrade' | 'downgrade',
): PlanPrice {
  const target = context.prices.priceById(priceId);
  if (!target) throw unknownPrice();
  if (!stored || !isLive(stored)) throw noSubscription();
  const card = context.prices.cards.find((candidate) => candidate.plan === target.plan.name);
  const action: PricingAction | undefined = card
    ? pricingCardAction(card, target.cycle, statusOfRecord(stored, context.prices), context.prices.cards)
    : undefined;
  if (action?.kind !== want) {
    throw want === 'upgrade'
      ? conflict('not_an_upgrade', 'Only a higher plan than your current one is an upgrade.')
      : conflict('not_a_downgrade', 'Only a lower paid plan than your current one is a downgrade.');
  }
  return target;
}

/** Stores what a change made of the subscription and answers the new status. */
async function answer(
  context: PaymentContext,
  email: string,
  subscription: Stripe.Subscription | undefined,
  readAt: number,
) {
  await storeSubscription(context, subscription, readAt);
  return statusOfRecord(await context.store.subscriptionOf(email), context.prices);
}

/** Releases a downgrade's schedule: the subscription goes on as it is. */
async function releaseSchedule(context: PaymentContext, subscription: Stripe.Subscription): Promise<void> {
  const scheduleId = idOf(subscription.schedule);
  if (!scheduleId) return;
  await context.call('release a schedule', () =>
    context.stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: `release-${randomUUID()}` }),
  );
}

/**
 * spec §3 Upgrade cost: what an upgrade charges now, in cents, prorated to this second. The
 * proration date is kept, and the upgrade that follows uses the same one, so it charges this amount.
 */
export async function previewUpgrade(context: PaymentContext, email: string, priceId: string): Promise<UpgradeCost> {
  checkedTarget(context, await context.store.subscriptionOf(email), priceId, 'upgrade');
  const { subscription, item } = await liveSubscription(context, email);
  const prorationDate = seconds(context.now);
  const customer = idOf(subscription.customer) ?? undefined;
  const preview = await context.call('preview an upgrade', () =>
    context.stripe.invoices.createPreview({
      customer,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    }),
  );
  await context.store.savePreview(email, subscription.id, priceId, prorationDate);
  return { amount: preview.amount_due };
}

/**
 * spec §4 Upgrade: now, prorated, charged at once. The change is a pending update that Stripe
 * applies only when its invoice is paid; a declined card leaves the plan as it was (402), and the
 * unpaid invoice is voided so that nothing is owed for it.
 */
export async function upgrade(context: PaymentContext, email: string, priceId: string): Promise<SubscriptionStatus> {
  checkedTarget(context, await context.store.subscriptionOf(email), priceId, 'upgrade');
  const { stored, subscription, item } = await liveSubscription(context, email);
  const now = seconds(context.now);
  const previewed =
    stored.previewPriceId === priceId &&
    stored.previewProrationDate !== null &&
    now - stored.previewProrationDate <= previewLifetimeSeconds &&
    stored.previewProrationDate >= (item.current_period_start ?? 0);
  const prorationDate = previewed && stored.previewProrationDate !== null ? stored.previewProrationDate : now;
  // An upgrade replaces a pending downgrade or cancellation.
  await releaseSchedule(context, subscription);
  const readAt = context.now();
  const updated = await context.call('upgrade a subscription', () =>
    context.stripe.subscriptions.update(
      subscription.id,
      {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
        payment_behavior: 'pending_if_incomplete',
        expand: ['latest_invoice'],
      },
      { idempotencyKey: `upgrade-${randomUUID()}` },
    ),
  );
  if (updated.pending_update) {
    const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
    if (invoice?.id && invoice.status === 'open') {
      await context.call('void an unpaid upgrade invoice', () =>
        context.stripe.invoices.voidInvoice(invoice.id as string, {}, { idempotencyKey: `void-${invoice.id}` }),
      );
    }
    await answer(context, email, await readSubscription(context, subscription.id), context.now());
    throw new DomainError(
      'payment_declined',
      'upgrade_payment_failed',
      'Your card was declined, so the upgrade was not applied. Update your payment details and try again.',
    );
  }
  let current = updated;
  if (updated.cancel_at_period_end) {
    current = await context.call('keep an upgraded subscription', () =>
      context.stripe.subscriptions.update(
        subscription.id,
        { cancel_at_period_end: false },
        { idempotencyKey: `keep-${randomUUID()}` },
      ),
    );
  }
  return answer(context, email, { ...current, schedule: null }, readAt);
}

/**
 * spec §4 Downgrade: at the end of the period, through a subscription schedule whose second phase
 * is the lower price (released at the end, so the subscription then goes on by itself). A pending
 * cancellation is replaced by it.
 */
export async function downgrade(context: PaymentContext, email: string, priceId: string): Promise<SubscriptionStatus> {
  const target = checkedTarget(context, await context.store.subscriptionOf(email), priceId, 'downgrade');
  let { subscription, item } = await liveSubscription(context, email);
  if (subscription.cancel_at_period_end) {
    subscription = await context.call('undo a cancellation', () =>
      context.stripe.subscriptions.update(
        subscription.id,
        { cancel_at_period_end: false, expand: ['schedule'] },
        { idempotencyKey: `uncancel-${randomUUID()}` },
      ),
    );
  }
  const existing = typeof subscription.schedule === 'object' ? subscription.schedule : null;
  const schedule =
    existing ??
    (await context.call('schedule a downgrade', () =>
      context.stripe.subscriptionSchedules.create(
        { from_subscription: subscription.id },
        { idempotencyKey: `schedule-${randomUUID()}` },
      ),
    ));
  const periodStart = schedule.current_phase?.start_date ?? item.current_period_start;
  const periodEnd = schedule.current_phase?.end_date ?? item.current_period_end;
  await context.call('schedule a downgrade', () =>
    context.stripe.subscriptionSchedules.update(
      schedule.id,
      {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          { items: [{ price: item.price.id, quantity: 1 }], start_date: periodStart, end_date: periodEnd },
          {
            items: [{ price: priceId, quantity: 1 }],
            duration: { interval: target.cycle === 'annual' ? 'year' : 'month', interval_count: 1 },
          },
        ],
      },
      { idempotencyKey: `downgrade-${randomUUID()}` },
    ),
  );
  const readAt = context.now();
  return answer(context, email, await readSubscription(context, subscription.id), readAt);
}

/** spec §4 Cancel: to Free at the end of the period (`cancel_at_period_end`); a pending downgrade is dropped. */
export async function cancel(context: PaymentContext, email: string): Promise<SubscriptionStatus> {
  const { stored, subscription } = await liveSubscription(context, email);
  if (stored.cancelAtPeriodEnd) return statusOfRecord(stored, context.prices);
  await releaseSchedule(context, subscription);
  const readAt = context.now();
  const updated = await context.call('cancel a subscription', () =>
    context.stripe.subscriptions.update(
      subscription.id,
      { cancel_at_period_end: true },
      { idempotencyKey: `cancel-${randomUUID()}` },
    ),
  );
  return answer(context, email, { ...updated, schedule: null }, readAt);
}

/** spec §4 Continue Subscription: undoes a pending downgrade (the schedule released) or cancellation. */
export async function revertPendingChanges(context: PaymentContext, email: string): Promise<SubscriptionStatus> {
  const stored = await context.store.subscriptionOf(email);
  if (!stored || !isLive(stored)) throw noSubscription();
  if (!stored.cancelAtPeriodEnd && !stored.nextPriceId) {
    throw conflict('nothing_pending', 'There is no pending change to undo.');
  }
  const { subscription } = await liveSubscription(context, email);
  await releaseSchedule(context, subscription);
  let current = subscription;
  if (subscription.cancel_at_period_end) {
    current = await context.call('undo a cancellation', () =>
      context.stripe.subscriptions.update(
        subscription.id,
        { cancel_at_period_end: false },
        { idempotencyKey: `uncancel-${randomUUID()}` },
      ),
    );
  }
  return answer(context, email, { ...current, schedule: null }, context.now());
}
