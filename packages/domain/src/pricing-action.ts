import { formatDate } from './date-formats.ts';
import { findPlan } from './plan-access.ts';

export type BillingCycle = 'monthly' | 'annual';

/** A pricing card as the action rule sees it. */
export interface PricingCard {
  /** The plan's name or key ('Explorer', 'explorer'). */
  plan: string;
  available: boolean;
  /** The payment provider's price id of this card for each cycle; the free plan has none. */
  priceIds?: { monthly?: string | null; annual?: string | null } | null;
}

/** The subscription status as spec §3 names its fields. */
export interface SubscriptionState {
  current_plan?: string | null;
  current_price?: string | null;
  next_plan?: string | null;
  next_price?: string | null;
  cancelled?: boolean;
  downgrading?: boolean;
  active?: boolean;
  /** Unix seconds. */
  period_end?: number | null;
  billing_cycle?: 'month' | 'year' | null;
}

export type PricingAction =
  | { kind: 'purchase'; label: 'Purchase'; disabled: false; priceId: string }
  | { kind: 'upgrade'; label: 'Upgrade'; disabled: false; priceId: string }
  | { kind: 'downgrade'; label: 'Downgrade'; disabled: false; priceId: string }
  | { kind: 'cancel'; label: 'Cancel'; disabled: false }
  | { kind: 'current'; label: 'Current Plan'; disabled: true }
  | { kind: 'continue'; label: `Downgrading ${string}`; disabled: false }
  | { kind: 'future-downgrade'; label: 'Future Downgrade'; disabled: true }
  | { kind: 'waitlist'; label: 'Waitlist'; disabled: true };

/** The date of a period end as the cards show it: the house day ("31 Jan 2027"), in UTC as Stripe counts it. */
export function formatPeriodEnd(unixSeconds: number): string {
  return formatDate(unixSeconds * 1000, { timeZone: 'UTC' });
}

/**
 * The order of prices: by plan rank, and within one plan monthly below annual (a longer
 * commitment is the upgrade).
 */
function priceOrder(plan: string, cycle: BillingCycle): number {
  return (findPlan(plan)?.rank ?? 0) * 2 + (cycle === 'annual' ? 1 : 0);
}

function cycleOf(state: SubscriptionState, cards: readonly PricingCard[]): BillingCycle {
  for (const card of cards) {
    if (state.current_price && card.priceIds?.annual === state.current_price) return 'annual';
    if (state.current_price && card.priceIds?.monthly === state.current_price) return 'monthly';
  }
  return state.billing_cycle === 'year' ? 'annual' : 'monthly';
}

/**
 * spec §4 "Subscription": the action of one pricing card, for the cycle shown (Monthly/Annual),
 * given the user's subscription status. `cards` is the whole catalogue, used to tell the cycle of
 * the current price.
 */
export function pricingCardAction(
  card: PricingCard,
  cycle: BillingCycle,
  subscription: SubscriptionState | null | undefined,
  cards: readonly PricingCard[],
): PricingAction {
  if (!card.available) return { kind: 'waitlist', label: 'Waitlist', disabled: true };

  const isFreeCard = findPlan(card.plan)?.key === 'free';
  const priceId = card.priceIds?.[cycle] ?? null;
  const currentPlan = findPlan(subscription?.current_plan);
  const onPaidPlan = Boolean(subscription?.active) && currentPlan !== undefined && currentPlan.key !== 'free';

  if (!onPaidPlan) {
    // Free or no plan: the free card is the current one; every paid card is a purchase.
    if (isFreeCard || priceId === null) return { kind: 'current', label: 'Current Plan', disabled: true };
    return { kind: 'purchase', label: 'Purchase', disabled: false, priceId };
  }

  const state = subscription as SubscriptionState;
  const pending = Boolean(state.cancelled || state.downgrading);
  const isCurrentCard = priceId !== null && priceId === state.current_price;

  if (isCurrentCard) {
    if (pending) {
      const date = state.period_end ? formatPeriodEnd(state.period_end) : 'at period end';
      return { kind: 'continue', label: `Downgrading ${date}`, disabled: false };
    }
    return { kind: 'current', label: 'Current Plan', disabled: true };
  }
  if (isFreeCard) {
    // Cancelling is already under way when the subscription is cancelled.
    if (state.cancelled) return { kind: 'future-downgrade', label: 'Future Downgrade', disabled: true };
    return { kind: 'cancel', label: 'Cancel', disabled: false };
  }
  if (priceId === null) return { kind: 'waitlist', label: 'Waitlist', disabled: true };
  if (state.next_price && state.next_price === priceId) {
    return { kind: 'future-downgrade', label: 'Future Downgrade', disabled: true };
  }
  const current = priceOrder(currentPlan.key, cycleOf(state, cards));
  const target = priceOrder(card.plan, cycle);
  if (target > current) return { kind: 'upgrade', label: 'Upgrade', disabled: false, priceId };
  return { kind: 'downgrade', label: 'Downgrade', disabled: false, priceId };
}
