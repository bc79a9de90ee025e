import { creditPackageSizes, planDefinitions } from '@taskwell/domain';
import type Stripe from 'stripe';
import {
  type CreditPackageSize,
  creditProductVariable,
  type PaidPlanKey,
  type PaymentSettings,
  paidPlanKeys,
  priceVariable,
} from './payment-settings.ts';
import { isMissing } from './stripe-failures.ts';

/** The ids the server needs, as the setup made or found them. */
export type CatalogueIds = Pick<PaymentSettings, 'prices' | 'creditProducts'>;

/** Taskwell's product of a plan, by a fixed id, so that a second run finds it. */
async function ensureProduct(
  stripe: Stripe,
  id: string,
  name: string,
  metadata: Record<string, string>,
): Promise<string> {
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const created = await stripe.products.create({ id, name, metadata }, { idempotencyKey: `setup-product-${id}` });
  return created.id;
}

/** A plan's recurring price, found by its lookup key or made with it. */
async function ensurePrice(
  stripe: Stripe,
  options: { product: string; lookupKey: string; cents: number; interval: 'month' | 'year' },
): Promise<string> {
  const found = await stripe.prices.list({ lookup_keys: [options.lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing) return existing.id;
  const created = await stripe.prices.create(
    {
      product: options.product,
      currency: 'usd',
      unit_amount: options.cents,
      recurring: { interval: options.interval },
      lookup_key: options.lookupKey,
    },
    { idempotencyKey: `setup-price-${options.lookupKey}` },
  );
  return created.id;
}

/**
 * Makes (or finds) in a Stripe account what Taskwell sells: a product and a monthly and annual
 * price per paid plan (spec §9 prices, USD), and a product per credit package (charged from our
 * price table at checkout). Safe to run again: products have fixed ids, prices lookup keys.
 */
export async function setUpStripeCatalogue(stripe: Stripe): Promise<CatalogueIds> {
  const prices = {} as Record<PaidPlanKey, { monthly: string; annual: string }>;
  for (const plan of planDefinitions) {
    if (plan.key === 'free') continue;
    const product = await ensureProduct(stripe, `taskwell_plan_${plan.key}`, `Taskwell ${plan.name}`, {
      plan: plan.key,
    });
    prices[plan.key] = {
      monthly: await ensurePrice(stripe, {
        product,
        lookupKey: `taskwell_${plan.key}_monthly`,
        cents: Math.round(plan.price.monthly * 100),
        interval: 'month',
      }),
      annual: await ensurePrice(stripe, {
        product,
        lookupKey: `taskwell_${plan.key}_annual`,
        cents: Math.round(plan.price.annual * 100),
        interval: 'year',
      }),
    };
  }
  const creditProducts = {} as Record<CreditPackageSize, string>;
  for (const credits of creditPackageSizes) {
    creditProducts[credits] = await ensureProduct(
      stripe,
      `taskwell_credits_${credits}`,
      `${credits} Taskwell credits`,
      {
        credits: String(credits),
      },
    );
  }
  return { prices, creditProducts };
}

/** The environment lines of the ids, as the README's table names them. */
export function catalogueEnvLines(ids: CatalogueIds): string[] {
  return [
    ...paidPlanKeys.flatMap((plan) => [
      `${priceVariable(plan, 'monthly')}=${ids.prices[plan].monthly}`,
      `${priceVariable(plan, 'annual')}=${ids.prices[plan].annual}`,
    ]),
    ...creditPackageSizes.map((credits) => `${creditProductVariable(credits)}=${ids.creditProducts[credits]}`),
  ];
}
