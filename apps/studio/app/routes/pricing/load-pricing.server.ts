import { AccessDeniedError, type ApiClient, type Plan, type SubscriptionStatus } from '@taskwell/api-sdk';
import { planDefinitions } from '@taskwell/domain';
import type { CheckoutOutcome } from '@taskwell/ui/checkout-panel';
import { readCheckoutReturn, readPayment, readProblem, readSignal } from '../../payments/read-payment.server.ts';

/** A plan card's data: the catalogue's plan (price ids null when payments are off). */
export type PricingPlan = Pick<Plan, 'name' | 'available' | 'favorite' | 'price' | 'priceIds' | 'features'>;

/** What the pricing page shows. */
export interface PricingData {
  /** The plans, lowest rank first. */
  plans: PricingPlan[];
  /** Stripe's publishable key; null when the server takes no payments. */
  publishableKey: string | null;
  /** The local Stripe stand-in's test checkout page, when the API takes payments through it. */
  testCheckoutUrl: string | null;
  /** Whether the viewer is signed in. */
  signedIn: boolean;
  /** The viewer's subscription once loaded; the cards' actions need it (spec §2). */
  subscription: SubscriptionStatus | null;
  /** Why plans cannot be bought here right now, for the page; null when they can (or for a visitor). */
  problem: string | null;
  /** How a checkout that left the page ended (`?session_id=`). */
  checkoutReturn: CheckoutOutcome | null;
}

// The plans as the domain defines them, for when the catalogue is out of reach: the page still
// shows what each plan offers, with nothing to buy.
const fallbackPlans: PricingPlan[] = planDefinitions.map((plan) => ({
  name: plan.name,
  available: plan.available,
  favorite: plan.favorite,
  price: plan.price,
  priceIds: { monthly: null, annual: null },
  features: plan.features,
}));

/**
 * The pricing page's data. The catalogue is public; the subscription status is read for a signed
 * in viewer only. A session the API refuses makes the viewer a visitor here (the root loader ends
 * it and opens the sign-in modal).
 */
export async function loadPricing(api: ApiClient, signedIn: boolean, request: Request): Promise<PricingData> {
  const catalogue = await readPayment(() => api.listPlans({ signal: readSignal(request) }));
  const plans = catalogue.state === 'ready' ? catalogue.value.plans : fallbackPlans;
  const publishableKey = catalogue.state === 'ready' ? (catalogue.value.publishableKey ?? null) : null;
  const testCheckoutUrl = catalogue.state === 'ready' ? (catalogue.value.testCheckoutUrl ?? null) : null;
  const base = { plans, publishableKey, testCheckoutUrl, signedIn, subscription: null, checkoutReturn: null };
  if (catalogue.state !== 'ready') return { ...base, problem: readProblem(catalogue) };
  if (!signedIn) return { ...base, problem: null };
  if (!publishableKey) return { ...base, problem: readProblem({ state: 'off' }) };
  try {
    // The return first: its status call applies a completed checkout, which the status then shows.
    const checkoutReturn = await readCheckoutReturn(api, request);
    const status = await readPayment(() => api.getSubscriptionStatus({ signal: readSignal(request) }));
    return {
      ...base,
      subscription: status.state === 'ready' ? status.value : null,
      problem: readProblem(status),
      checkoutReturn,
    };
  } catch (error) {
    if (error instanceof AccessDeniedError) return { ...base, signedIn: false, problem: null };
    throw error;
  }
}
