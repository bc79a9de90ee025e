import type { SubscriptionStatus } from '@taskwell/api-sdk';
import type Stripe from 'stripe';
import { initialPlan } from '../accounts/accounts.ts';
import type { PriceCatalogue } from './price-catalogue.ts';

/** A subscription as this server keeps it: what it read from Stripe, in its own words. */
export interface SubscriptionRecord {
  /** Stripe's id (`sub_...`). */
  subscriptionId: string;
  /** Stripe's status (`active`, `past_due`, `canceled`, ...). */
  status: string;
  /** The current price id and the name of the plan it sells (Free for a price that is not ours). */
  priceId: string | null;
  plan: string;
  billingCycle: 'month' | 'year' | null;
  /** End of the current period, unix seconds. */
  periodEnd: number | null;
  /** Cancelling to Free at the period's end. */
  cancelAtPeriodEnd: boolean;
  /** The schedule of a downgrade, and the price it moves to at the period's end. */
  scheduleId: string | null;
  nextPriceId: string | null;
  /** Stripe's `created`, unix seconds. */
  subscriptionCreated: number;
}

// Past due keeps the plan while Stripe retries the payment; the other states have no paid plan.
const liveStatuses: ReadonlySet<string> = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

/** True when the subscription gives its plan now. */
export function isLive(record: Pick<SubscriptionRecord, 'status'> | undefined): boolean {
  return record !== undefined && liveStatuses.has(record.status);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * The price a schedule moves to after the current phase, when it differs from the current one: a
 * downgrade at the period's end (decision 035). Released, completed or cancelled schedules have none.
 */
function nextPriceOf(schedule: Stripe.SubscriptionSchedule | null, currentPriceId: string | null): string | null {
  if (!schedule || (schedule.status !== 'active' && schedule.status !== 'not_started')) return null;
  const currentEnd = schedule.current_phase?.end_date ?? null;
  const next = schedule.phases.find((phase) => currentEnd !== null && phase.start_date >= currentEnd);
  const priceId = idOf(next?.items[0]?.price);
  return priceId && priceId !== currentPriceId ? priceId : null;
}

/**
 * The record of a subscription read from Stripe. Under the pinned API version the period end is
 * the subscription item's, not the subscription's; the schedule must have been expanded for a
 * pending downgrade to be seen.
 */
export function recordOfSubscription(subscription: Stripe.Subscription, prices: PriceCatalogue): SubscriptionRecord {
  const item = subscription.items.data[0];
  const priceId = item?.price.id ?? null;
  const sold = priceId ? prices.priceById(priceId) : undefined;
  const interval = item?.price.recurring?.interval;
  const schedule = typeof subscription.schedule === 'object' ? subscription.schedule : null;
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    priceId,
    plan: sold?.plan.name ?? initialPlan,
    billingCycle: interval === 'month' ? 'month' : interval === 'year' ? 'year' : null,
    periodEnd: item?.current_period_end ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    scheduleId: idOf(subscription.schedule),
    nextPriceId: nextPriceOf(schedule, priceId),
    subscriptionCreated: subscription.created,
  };
}

/** The plan an account has by its subscription: the subscribed plan while it is live, else Free. */
export function planOfRecord(record: SubscriptionRecord | undefined): string {
  return record && isLive(record) ? record.plan : initialPlan;
}

/** spec §3 Subscription status, from the stored record (Free with nothing pending when there is none). */
export function statusOfRecord(record: SubscriptionRecord | undefined, prices: PriceCatalogue): SubscriptionStatus {
  if (!record || !isLive(record)) {
    return {
      current_plan: initialPlan,
      current_price: null,
      next_plan: null,
      next_price: null,
      cancelled: false,
      downgrading: false,
      active: false,
      period_end: null,
      billing_cycle: null,
    };
  }
  const nextPrice = record.cancelAtPeriodEnd ? null : record.nextPriceId;
  const nextPlan = record.cancelAtPeriodEnd
    ? initialPlan
    : nextPrice
      ? (prices.priceById(nextPrice)?.plan.name ?? null)
      : null;
  return {
    current_plan: record.plan,
    current_price: record.priceId,
    next_plan: nextPlan,
    next_price: nextPrice,
    cancelled: record.cancelAtPeriodEnd,
    downgrading: nextPrice !== null,
    active: true,
    period_end: record.periodEnd,
    billing_cycle: record.billingCycle,
  };
}
