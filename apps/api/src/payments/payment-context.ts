import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { PaymentRecords } from './payment-records.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { PriceCatalogue } from './price-catalogue.ts';
import { createStripeClient } from './stripe-client.ts';
import { stripeFailure } from './stripe-failures.ts';

/** What the payment modules share. */
export interface PaymentContext {
  /** The Stripe client (pinned API version, fetch HTTP client, timeout). */
  stripe: Stripe;
  /** Keys, ids and where checkouts return to. */
  settings: PaymentSettings;
  /** Every statement on the payment tables. */
  store: PaymentRecords;
  /** Plans and credit packages with their ids. */
  prices: PriceCatalogue;
  /** The server's clock in ms. */
  now: () => number;
  /** Where failures of the provider are logged. */
  log: FastifyBaseLogger;
  /** Runs a Stripe call; its failure becomes the user's error (declined, unavailable). */
  call<Result>(what: string, run: () => Promise<Result>): Promise<Result>;
}

/** The payment context of a configured server. */
export function createPaymentContext(options: {
  settings: PaymentSettings;
  store: PaymentRecords;
  now: () => number;
  log: FastifyBaseLogger;
}): PaymentContext {
  const { settings, store, now, log } = options;
  return {
    stripe: createStripeClient(settings),
    settings,
    store,
    prices: new PriceCatalogue(settings),
    now,
    log,
    async call(what, run) {
      try {
        return await run();
      } catch (error) {
        throw stripeFailure(error, what, log);
      }
    },
  };
}

/** Stripe's id of an expandable field. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Unix seconds of the server's clock. */
export function seconds(now: () => number): number {
  return Math.floor(now() / 1000);
}
