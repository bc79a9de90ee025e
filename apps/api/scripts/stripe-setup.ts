// `pnpm --filter @taskwell/api stripe:setup`: makes (or finds) Taskwell's products and prices in a
// Stripe account in test mode and prints the STRIPE_* lines the API needs. Safe to run again.
// Needs STRIPE_SECRET_KEY (a test key, sk_test_...); STRIPE_API_BASE points it at another address.
import { catalogueEnvLines, setUpStripeCatalogue } from '../src/payments/set-up-stripe-catalogue.ts';
import { createStripeClient } from '../src/payments/stripe-client.ts';

const secretKey = process.env.STRIPE_SECRET_KEY?.trim();
if (!secretKey) {
  process.stderr.write('Set STRIPE_SECRET_KEY to a test-mode secret key (sk_test_...) of your Stripe account.\n');
  process.exit(2);
}
if (!secretKey.startsWith('sk_test_') && !secretKey.startsWith('rk_test_')) {
  process.stderr.write('stripe:setup runs in test mode only: STRIPE_SECRET_KEY must be a test key (sk_test_...).\n');
  process.exit(2);
}

const stripe = createStripeClient({
  secretKey,
  maxNetworkRetries: 2,
  ...(process.env.STRIPE_API_BASE ? { apiBase: process.env.STRIPE_API_BASE } : {}),
});

try {
  const ids = await setUpStripeCatalogue(stripe);
  process.stdout.write(
    [
      "# Taskwell on Stripe (test mode). Add these to the API's environment, with:",
      '# STRIPE_SECRET_KEY=<the key you used>',
      '# STRIPE_PUBLISHABLE_KEY=pk_test_... (Dashboard > Developers > API keys)',
      '# STRIPE_WEBHOOK_SECRET=whsec_... (your endpoint for <API_URL>/api/payment/webhook, or `stripe listen`)',
      ...catalogueEnvLines(ids),
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`stripe:setup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
