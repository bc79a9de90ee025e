import type { ApiClient, PaymentInfo, SubscriptionStatus } from '@taskwell/api-sdk';
import { creditPackages } from '@taskwell/domain';
import type { CheckoutOutcome } from '@taskwell/ui/checkout-panel';
import type { CreditTopUpOffer } from '@taskwell/ui/credit-top-ups';
import {
  type PaymentRead,
  readCheckoutReturn,
  readPayment,
  readProblem,
  readSignal,
} from '../../payments/read-payment.server.ts';

/** What the billing page shows (spec §2 Billing). */
export interface BillingData {
  /** The plan's name on the profile. */
  plan: string;
  /** The credit balance. */
  accountBalance: number;
  /** Stripe's publishable key; null when the server takes no payments or the catalogue is out of reach. */
  publishableKey: string | null;
  /** The local Stripe stand-in's test checkout page, when the API takes payments through it. */
  testCheckoutUrl: string | null;
  /** Why nothing can be bought here right now; null when payments work. */
  paymentsProblem: string | null;
  /** The subscription, when it could be read. */
  subscription: PaymentRead<SubscriptionStatus>;
  /** The saved cards and the owed balance, when they could be read. */
  paymentInfo: PaymentRead<PaymentInfo>;
  /** The credit packages with their prices (our price table, decision 035). */
  offers: PaymentRead<CreditTopUpOffer[]>;
  /** How a checkout that left the page ended (`?session_id=`). */
  checkoutReturn: CheckoutOutcome | null;
}

/**
 * The billing page's data, each payment read on its own so that one missing figure never hides
 * the others. Runs inside `loadOrEndSession`: a session the API ended throws from here.
 */
export async function loadBilling(api: ApiClient, request: Request): Promise<BillingData> {
  // The return first: its status call applies a completed purchase, which the reads below show.
  const checkoutReturn = await readCheckoutReturn(api, request);
  const signal = () => readSignal(request);
  const [profile, catalogue, subscription, paymentInfo, packages] = await Promise.all([
    api.getProfile({ signal: signal() }),
    readPayment(() => api.listPlans({ signal: signal() })),
    readPayment(() => api.getSubscriptionStatus({ signal: signal() })),
    readPayment(() => api.getPaymentInfo({ signal: signal() })),
    readPayment(() => api.listCreditPackages({ signal: signal() })),
  ]);
  const publishableKey = catalogue.state === 'ready' ? (catalogue.value.publishableKey ?? null) : null;
  const testCheckoutUrl = catalogue.state === 'ready' ? (catalogue.value.testCheckoutUrl ?? null) : null;
  const offers: PaymentRead<CreditTopUpOffer[]> =
    packages.state === 'ready'
      ? {
          state: 'ready',
          value: packages.value.flatMap((entry) => {
            const price = creditPackages.find((offer) => offer.credits === entry.credits);
            return price ? [{ productId: entry.productId, credits: entry.credits, priceCents: price.priceCents }] : [];
          }),
        }
      : packages;
  return {
    plan: profile.plan,
    accountBalance: profile.accountBalance,
    publishableKey,
    testCheckoutUrl,
    paymentsProblem:
      catalogue.state !== 'ready' ? readProblem(catalogue) : publishableKey ? null : readProblem({ state: 'off' }),
    subscription,
    paymentInfo,
    offers,
    checkoutReturn,
  };
}
