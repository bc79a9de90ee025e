/** The credit packages on sale (spec §9), smallest first. */
export const creditPackageSizes = [5, 10, 25, 100, 500] as const;

/** What one credit costs, in US cents: the price table of every credit package. */
export const creditPriceCents = 20;

/** A credit package as it is sold: its credits and what it costs. */
export interface CreditPackageDefinition {
  /** The credits it adds to the balance (spec §9). */
  credits: (typeof creditPackageSizes)[number];
  /** Its price in US cents; a checkout charges this, never a figure a client sends. */
  priceCents: number;
}

/** The packages with their prices, smallest first. */
export const creditPackages: readonly CreditPackageDefinition[] = creditPackageSizes.map((credits) => ({
  credits,
  priceCents: credits * creditPriceCents,
}));
