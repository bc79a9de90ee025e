import {
  type ApiClient,
  type CheckoutStatus,
  createApiClient,
  type Profile,
  type SubscriptionStatus,
  type UpgradeCost,
} from '@taskwell/api-sdk';
import { sessionEndedHeader } from '../session/sign-in-reason.ts';
import { type PaymentResult, paymentFailureOf } from './payment-failure.ts';

/** Options of {@link createPaymentClient}. */
export interface PaymentClientOptions {
  /** The studio's origin; its `/api/*` proxy adds the session's token (docs/decisions/020). */
  origin: string;
  /** The fetch to use (tests pass their own). */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
}

/** The payment calls the pricing and billing pages make from the browser, as values. */
export interface PaymentClient {
  /** Starts a credit checkout for a package (by its product id); the embedded form's client secret. */
  startCreditCheckout(productId: string): Promise<PaymentResult<string>>;
  /** Starts a subscription checkout for a plan price (Free or no plan, spec §4 Purchase). */
  startSubscriptionCheckout(priceId: string): Promise<PaymentResult<string>>;
  /** Starts a setup checkout that replaces the default and/or the subscription's card. */
  startPaymentMethodCheckout(change: { default: boolean; subscription: boolean }): Promise<PaymentResult<string>>;
  /** The status of a checkout session (after the embedded form completed). */
  checkoutStatus(sessionId: string): Promise<PaymentResult<CheckoutStatus>>;
  /** The prorated cost of an upgrade, in cents. */
  previewUpgrade(priceId: string): Promise<PaymentResult<UpgradeCost>>;
  /** Upgrades now (prorated). */
  upgrade(priceId: string): Promise<PaymentResult<SubscriptionStatus>>;
  /** Downgrades at the end of the period. */
  downgrade(priceId: string): Promise<PaymentResult<SubscriptionStatus>>;
  /** Cancels: Free at the end of the period. */
  cancel(): Promise<PaymentResult<SubscriptionStatus>>;
  /** Drops a pending downgrade or cancellation ('Continue Subscription'). */
  revert(): Promise<PaymentResult<SubscriptionStatus>>;
  /** The profile (plan and balance), for the refresh after a payment (spec §4). */
  profile(): Promise<PaymentResult<Profile>>;
}

/**
 * Payment calls through the studio's same-origin `/api/*` proxy. The browser holds no token: the
 * proxy adds it, and marks a reply that ended the session with `X-Taskwell-Session: ended`.
 */
export function createPaymentClient({ origin, fetch }: PaymentClientOptions): PaymentClient {
  // A client per call (cheap: openapi-fetch keeps no connection state), so that the session-ended
  // mark of one reply is never read as another's.
  async function call<Value>(send: (api: ApiClient) => Promise<Value>): Promise<PaymentResult<Value>> {
    let ended = false;
    const api = createApiClient({
      baseUrl: origin,
      fetch: async (request) => {
        const response = await (fetch ?? globalThis.fetch)(request);
        if (response.headers.get(sessionEndedHeader) === 'ended') ended = true;
        return response;
      },
    });
    try {
      return { ok: true, value: await send(api) };
    } catch (error) {
      return { ok: false, failure: paymentFailureOf(error, ended) };
    }
  }
  return {
    startCreditCheckout: (productId) => call(async (api) => (await api.createCreditCheckout(productId)).clientSecret),
    startSubscriptionCheckout: (priceId) =>
      call(async (api) => (await api.createSubscriptionCheckout(priceId)).clientSecret),
    startPaymentMethodCheckout: (change) => call(async (api) => (await api.modifyPaymentMethod(change)).clientSecret),
    checkoutStatus: (sessionId) => call((api) => api.getCheckoutSessionStatus({ 'session-id': sessionId })),
    previewUpgrade: (priceId) => call((api) => api.previewSubscriptionUpgrade(priceId)),
    upgrade: (priceId) => call((api) => api.upgradeSubscription(priceId)),
    downgrade: (priceId) => call((api) => api.downgradeSubscription(priceId)),
    cancel: () => call((api) => api.cancelSubscription()),
    revert: () => call((api) => api.revertPendingSubscriptionChanges()),
    profile: () => call((api) => api.getProfile()),
  };
}
