import type { CreditPackage, PlanCatalogue } from '@taskwell/api-sdk';
import {
  type BillingCycle,
  creditPackages,
  featureDefinitions,
  type PlanDefinition,
  type PricingCard,
  planDefinitions,
} from '@taskwell/domain';
import type { PaymentSettings } from './payment-settings.ts';

/** What a price id sells: a plan, billed monthly or annually. */
export interface PlanPrice {
  /** The plan. */
  plan: PlanDefinition;
  /** Its billing cycle. */
  cycle: BillingCycle;
  /** Stripe's price id. */
  priceId: string;
}

/** A credit package on sale: its Stripe product, credits and our price. */
export interface CreditOffer {
  /** Stripe's product id. */
  productId: string;
  /** Credits it adds. */
  credits: number;
  /** Our price in US cents (the checkout charges this). */
  priceCents: number;
}

/**
 * Plans and credit packages with the payment provider's ids: the plans and prices of
 * `@taskwell/domain` joined with the configured price and product ids. Without settings nothing is
 * on sale (null price ids, no packages).
 */
export class PriceCatalogue {
  private readonly byPrice = new Map<string, PlanPrice>();
  private readonly byProduct = new Map<string, CreditOffer>();
  /** The pricing cards the domain's action rule reads (spec §4 Subscription). */
  readonly cards: readonly PricingCard[];
  private readonly catalogue: PlanCatalogue;

  constructor(settings: PaymentSettings | undefined) {
    const priceIdsOf = (plan: PlanDefinition) =>
      plan.key === 'free' || !settings ? { monthly: null, annual: null } : { ...settings.prices[plan.key] };
    for (const plan of planDefinitions) {
      const ids = priceIdsOf(plan);
      for (const cycle of ['monthly', 'annual'] as const) {
        const priceId = ids[cycle];
        if (priceId) this.byPrice.set(priceId, { plan, cycle, priceId });
      }
    }
    if (settings) {
      for (const offer of creditPackages) {
        const productId = settings.creditProducts[offer.credits];
        this.byProduct.set(productId, { productId, credits: offer.credits, priceCents: offer.priceCents });
      }
    }
    this.cards = planDefinitions.map((plan) => ({
      plan: plan.name,
      available: plan.available,
      priceIds: priceIdsOf(plan),
    }));
    this.catalogue = {
      plans: planDefinitions.map((plan) => ({
        name: plan.name,
        available: plan.available,
        favorite: plan.favorite,
        price: { ...plan.price },
        priceIds: priceIdsOf(plan),
        features: plan.features.map((feature) => ({ ...feature })),
      })),
      // Low to high: by plan rank, and within a plan monthly before annual (as the pricing rule ranks them).
      priceOrder: planDefinitions.flatMap((plan) => {
        const ids = priceIdsOf(plan);
        return [ids.monthly, ids.annual].filter((id): id is string => id !== null);
      }),
      features: featureDefinitions.map((feature) => ({ ...feature })),
      ...(settings ? { publishableKey: settings.publishableKey } : {}),
      // Issue 25 (decision 081): Stripe.js comes from Stripe alone, so a browser facing the local
      // stand-in gets its test checkout page instead; real Stripe has no STRIPE_API_BASE.
      ...(settings?.apiBase ? { testCheckoutUrl: `${settings.apiBase.replace(/\/$/, '')}/__stand-in/checkout` } : {}),
    };
  }

  /** The plan and cycle a price id sells, or nothing for a price that is not ours. */
  priceById(priceId: string): PlanPrice | undefined {
    return this.byPrice.get(priceId);
  }

  /** The credit package a product id sells, or nothing for a product that is not ours. */
  creditOffer(productId: string): CreditOffer | undefined {
    return this.byProduct.get(productId);
  }

  /** The packages on sale, smallest first (`listCreditPackages`). */
  creditPackages(): CreditPackage[] {
    return [...this.byProduct.values()].map(({ productId, credits }) => ({ productId, credits }));
  }

  /** The reply of `listPlans`. */
  planCatalogue(): PlanCatalogue {
    return this.catalogue;
  }
}
