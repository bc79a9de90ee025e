import { creditPackageSizes, type PlanKey, planKeys } from '@taskwell/domain';

/** A plan that is sold through the payment provider (every plan but Free). */
export type PaidPlanKey = Exclude<PlanKey, 'free'>;

/** The size of a credit package (spec §9). */
export type CreditPackageSize = (typeof creditPackageSizes)[number];

/** How the server reaches Stripe and what it sells there (decision 035). */
export interface PaymentSettings {
  /** The secret API key (`STRIPE_SECRET_KEY`). */
  secretKey: string;
  /** The signing secret of the webhook endpoint (`STRIPE_WEBHOOK_SECRET`). */
  webhookSecret: string;
  /** The publishable key the studio's embedded checkout needs (`STRIPE_PUBLISHABLE_KEY`). */
  publishableKey: string;
  /** Price ids of every paid plan, monthly and annual (`STRIPE_PRICE_<PLAN>_<CYCLE>`). */
  prices: Record<PaidPlanKey, { monthly: string; annual: string }>;
  /** Product id of every credit package (`STRIPE_PRODUCT_CREDITS_<SIZE>`). */
  creditProducts: Record<CreditPackageSize, string>;
  /** Where the studio is: embedded checkouts return to its /billing and /pricing routes. */
  studioUrl: string;
  /** Another address for Stripe's API (`STRIPE_API_BASE`: tests and the local stand-in). */
  apiBase?: string;
  /** Longest wait for one Stripe call, in ms; default 10000. */
  timeoutMs?: number;
  /** Retries of a Stripe call that failed on the network (with the same idempotency key); default 1. */
  maxNetworkRetries?: number;
}

export const paidPlanKeys = planKeys.filter((key): key is PaidPlanKey => key !== 'free');

/** The environment variable of a plan's price id. */
export function priceVariable(plan: PaidPlanKey, cycle: 'monthly' | 'annual'): string {
  return `STRIPE_PRICE_${plan.toUpperCase()}_${cycle.toUpperCase()}`;
}

/** The environment variable of a credit package's product id. */
export function creditProductVariable(credits: CreditPackageSize): string {
  return `STRIPE_PRODUCT_CREDITS_${credits}`;
}

const keyVariables = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;

/** Every variable a configured server needs, in the order the setup script prints them. */
export const paymentVariables: readonly string[] = [
  ...keyVariables,
  ...paidPlanKeys.flatMap((plan) => [priceVariable(plan, 'monthly'), priceVariable(plan, 'annual')]),
  ...creditPackageSizes.map(creditProductVariable),
];

/**
 * The payment settings from the environment: none at all when no STRIPE_* variable is set (the
 * payment operations then answer 503 and everything else works); a start-up error naming what is
 * missing when only some are set, so that a half-configured server never takes money.
 */
export function readPaymentSettings(env: NodeJS.ProcessEnv, studioUrl: string): PaymentSettings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  if (!paymentVariables.some((name) => value(name))) return undefined;
  const missing = paymentVariables.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(
      `Payments are half configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Set every STRIPE_* variable (`pnpm --filter @taskwell/api stripe:setup` prints them) or none.',
    );
  }
  const read = (name: string) => value(name) as string;
  const apiBase = value('STRIPE_API_BASE');
  if (apiBase && !/^https?:\/\/[^/]+\/?$/.test(apiBase)) {
    throw new Error('STRIPE_API_BASE must be an origin such as http://127.0.0.1:12111');
  }
  return {
    secretKey: read('STRIPE_SECRET_KEY'),
    webhookSecret: read('STRIPE_WEBHOOK_SECRET'),
    publishableKey: read('STRIPE_PUBLISHABLE_KEY'),
    prices: Object.fromEntries(
      paidPlanKeys.map((plan) => [
        plan,
        { monthly: read(priceVariable(plan, 'monthly')), annual: read(priceVariable(plan, 'annual')) },
      ]),
    ) as PaymentSettings['prices'],
    creditProducts: Object.fromEntries(
      creditPackageSizes.map((credits) => [credits, read(creditProductVariable(credits))]),
    ) as PaymentSettings['creditProducts'],
    studioUrl,
    ...(apiBase ? { apiBase } : {}),
  };
}
