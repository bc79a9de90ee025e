// `pnpm --filter @taskwell/api stripe:stand-in`: a local stand-in for Stripe's API (the fake the API
// tests use, served over HTTP) on a free loopback port, for the studio's e2e journeys. It prints
// its URL and the STRIPE_* lines an API started against it needs, then runs until stopped.
// `PORT` picks the port (default: a free one), `HOST` a loopback address, `STRIPE_WEBHOOK_SECRET`
// the secret its deliveries are signed with. Controls (each answers the signed deliveries to post
// to the API's /api/payment/webhook):
//   POST /__stand-in/checkout/sessions/{session id or client secret}/complete   {"last4"?: "4242"}
//   POST /__stand-in/subscriptions/{id}/end-period
//   POST /__stand-in/customers/{id}/decline-next-payment
//   POST /__stand-in/accounts/{connected account id}/complete-onboarding   (also the onboarding page's button)
//   POST /__stand-in/accounts/{connected account id}/require-more
// Those two also post their `account.updated` to the webhook endpoints made with Stripe's own
// `POST /v1/webhook_endpoints` (url, enabled_events[]), as Stripe does; the others do not.
//   POST /__stand-in/reset
import { catalogueEnvLines } from '../src/payments/set-up-stripe-catalogue.ts';
import { fakePaymentSettings } from '../src/payments/testing/fake-stripe.ts';
import { serveStripeStandIn } from '../src/payments/testing/serve-stripe-stand-in.ts';

const settings = fakePaymentSettings();
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET?.trim() || settings.webhookSecret;
const standIn = await serveStripeStandIn({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST ?? '127.0.0.1',
  webhookSecret,
});
process.stdout.write(
  [
    `Stripe stand-in listening on ${standIn.url}`,
    `STRIPE_API_BASE=${standIn.url}`,
    `STRIPE_SECRET_KEY=${settings.secretKey}`,
    `STRIPE_PUBLISHABLE_KEY=${settings.publishableKey}`,
    `STRIPE_WEBHOOK_SECRET=${webhookSecret}`,
    ...catalogueEnvLines(settings),
    '',
  ].join('\n'),
);

const stop = () => {
  standIn.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
