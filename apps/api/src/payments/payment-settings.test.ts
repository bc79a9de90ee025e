import { describe, expect, it } from 'vitest';
import { loadServerOptions } from '../load-server-options.ts';
import { paymentVariables, readPaymentSettings } from './payment-settings.ts';

const full = Object.fromEntries(paymentVariables.map((name) => [name, `${name.toLowerCase()}_value`]));

describe('readPaymentSettings', () => {
  it('given no STRIPE_* variable should leave payments off', () => {
    expect(readPaymentSettings({ DATA_DIR: 'x' }, 'http://studio.test')).toBeUndefined();
  });

  it('given every variable should read keys, price ids, product ids and the API base', () => {
    const settings = readPaymentSettings({ ...full, STRIPE_API_BASE: 'http://127.0.0.1:12111' }, 'http://studio.test');
    expect(settings).toMatchObject({
      secretKey: 'stripe_secret_key_value',
      publishableKey: 'stripe_publishable_key_value',
      prices: {
        explorer: { monthly: 'stripe_price_explorer_monthly_value', annual: 'stripe_price_explorer_annual_value' },
      },
      creditProducts: { 25: 'stripe_product_credits_25_value' },
      apiBase: 'http://127.0.0.1:12111',
      studioUrl: 'http://studio.test',
    });
  });

  it.each([
    {
      given: { STRIPE_SECRET_KEY: 'sk_test_1' },
      want: /STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_DISCOVERY_MONTHLY/,
    },
    { given: { ...full, STRIPE_PRODUCT_CREDITS_500: ' ' }, want: /STRIPE_PRODUCT_CREDITS_500 is missing/ },
    { given: { ...full, STRIPE_API_BASE: 'not a url' }, want: /STRIPE_API_BASE/ },
  ])('given $given should refuse to start: $want', ({ given, want }) => {
    expect(() => readPaymentSettings(given, 'http://studio.test')).toThrow(want);
  });

  it('should be read by loadServerOptions, returning checkouts to STUDIO_URL', () => {
    expect(loadServerOptions({ ...full, STUDIO_URL: 'https://studio.taskwell.dev' }).payments?.studioUrl).toBe(
      'https://studio.taskwell.dev',
    );
    expect(loadServerOptions({}).payments).toBeUndefined();
  });
});
