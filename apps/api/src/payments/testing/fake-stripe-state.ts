import { creditPackageSizes, planDefinitions } from '@taskwell/domain';
import type Stripe from 'stripe';
import type { PaymentSettings } from '../payment-settings.ts';
import type { StripeErrorBody } from './stripe-shapes.ts';

// The state of the in-memory Stripe account (fake-stripe.ts): what it keeps of each object, its
// failures, and the settings that name its seeded prices and products.

/** A failure the fake answers with, as Stripe would (status and error body). */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
  }
}

/** A 400 invalid_request_error. */
export function invalidRequest(message: string, code?: string, param?: string): StripeFailure {
  return new StripeFailure(400, {
    error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) },
  });
}

/** A 404 resource_missing. */
export function missing(kind: string, id: string): StripeFailure {
  return new StripeFailure(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` },
  });
}

/** Customer as the fake keeps it. */
export interface CustomerState {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  /** Positive: owed on the next invoice (cents). */
  balance: number;
  created: number;
}

/** Price as the fake keeps it. */
export interface PriceState {
  id: string;
  product: string;
  unitAmount: number;
  interval: 'month' | 'year' | null;
  lookupKey: string | null;
}

/** Product as the fake keeps it. */
export interface ProductState {
  id: string;
  name: string;
  metadata: Record<string, string>;
}

/** Session as the fake keeps it. */
export interface SessionState {
  id: string;
  mode: 'payment' | 'subscription' | 'setup';
  customer: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  priceId: string | null;
  productId: string | null;
  metadata: Record<string, string>;
  uiMode: string;
  returnUrl: string;
  subscription: string | null;
  setupIntent: string | null;
  clientSecret: string;
  created: number;
}

/** Subscription as the fake keeps it. */
export interface SubscriptionState {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  priceId: string;
  itemId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  schedule: string | null;
  defaultPaymentMethod: string | null;
  latestInvoice: string | null;
  pendingPrice: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** Phase as the fake keeps it. */
export interface PhaseState {
  start: number;
  end: number | null;
  priceId: string;
}

/** Schedule as the fake keeps it. */
export interface ScheduleState {
  id: string;
  subscription: string | null;
  releasedSubscription: string | null;
  status: 'active' | 'released' | 'canceled' | 'completed' | 'not_started';
  endBehavior: 'release' | 'cancel' | 'none' | 'renew';
  phases: PhaseState[];
  created: number;
}

/** Invoice as the fake keeps it. */
export interface InvoiceState {
  id: string;
  customer: string;
  subscription: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amountDue: number;
  amountPaid: number;
  created: number;
}

/** PaymentMethod as the fake keeps it. */
export interface PaymentMethodState {
  id: string;
  customer: string | null;
  last4: string;
}

/** SetupIntent as the fake keeps it. */
export interface SetupIntentState {
  id: string;
  customer: string;
  status: 'requires_payment_method' | 'succeeded';
  paymentMethod: string | null;
}

/** One call the fake received. */
export interface StripeCall {
  /** HTTP method. */
  method: string;
  /** Path, as in `/v1/customers`. */
  path: string;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey: string | null;
  /** The API version the SDK asked for (`Stripe-Version`). */
  apiVersion: string | null;
}

/** Options of {@link FakeStripe}. */
export interface FakeStripeOptions {
  /** The clock in milliseconds (default Date.now); periods and proration are computed on it. */
  now?: () => number;
}

/** A day in seconds. */
export const day = 24 * 60 * 60;

/** The period length of an interval, in seconds (a month is 30 days here). */
export function periodSeconds(interval: 'month' | 'year'): number {
  return interval === 'year' ? 365 * day : 30 * day;
}

/** The ids of the fake's seeded prices and products: `price_<plan>_<cycle>`, `prod_credits_<size>`. */
export function fakePaymentSettings(studioUrl = 'http://127.0.0.1:3001'): PaymentSettings {
  const prices = Object.fromEntries(
    planDefinitions
      .filter((plan) => plan.key !== 'free')
      .map((plan) => [plan.key, { monthly: `price_${plan.key}_monthly`, annual: `price_${plan.key}_annual` }]),
  ) as PaymentSettings['prices'];
  const creditProducts = Object.fromEntries(
    creditPackageSizes.map((credits) => [credits, `prod_credits_${credits}`]),
  ) as PaymentSettings['creditProducts'];
  return {
    secretKey: 'sk_test_taskwell_fake',
    webhookSecret: 'whsec_taskwell_fake_signing_secret',
    publishableKey: 'pk_test_taskwell_fake',
    prices,
    creditProducts,
    studioUrl,
    timeoutMs: 5000,
    maxNetworkRetries: 0,
  };
}
