import { type HttpHandler, HttpResponse, http } from 'msw';
import { type FakeStripe, StripeFailure } from './fake-stripe.ts';
import type { EventShape } from './stripe-shapes.ts';

/**
 * The test's controls of connected accounts (decision 137): the hosted onboarding's page, what a
 * creator does there, and Stripe asking for more. Each sends the `account.updated` event to the
 * webhook endpoints that enabled it (`send`, decision 146), as Stripe does, and answers the signed
 * delivery too, for a test to post to the API's webhook itself.
 */
/** A value as a JavaScript literal that is safe inside a `<script>` element. */
const scriptLiteral = (value: string) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The hosted onboarding as the stand-in shows it: one button that finishes it, then back to the studio. */
function onboardingPage(accountId: string, returnUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Test payout onboarding</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1c1b22; background: #fff; }
  main { display: grid; gap: 0.75rem; padding: 1rem; max-width: 30rem; }
  h1 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
  button { font: inherit; padding: 0.6rem 1rem; border: 0; border-radius: 6px; background: #4b2fc9; color: #fff; cursor: pointer; }
  [role="alert"] { color: #a4161a; }
</style>
</head>
<body>
<main>
<h1>Test payout onboarding</h1>
<p>This is the local Stripe stand-in: no identity is checked and no money moves.</p>
<form aria-label="Payout account">
<button type="submit">Finish onboarding</button>
<p role="alert" id="problem"></p>
</form>
</main>
<script>
(() => {
  const account = ${scriptLiteral(accountId)};
  const back = ${scriptLiteral(returnUrl)};
  const form = document.querySelector('form');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const reply = await fetch('/__stand-in/accounts/' + encodeURIComponent(account) + '/complete-onboarding', { method: 'POST' });
      if (!reply.ok) throw new Error('refused');
      window.location.assign(back);
    } catch {
      document.getElementById('problem').textContent = 'The onboarding could not be finished. Please try again.';
    }
  });
})();
</script>
</body>
</html>
`;
}

export function connectControls<Delivery>(
  stripe: FakeStripe,
  sign: (event: EventShape) => Delivery,
  send: (event: EventShape) => Promise<void> = async () => undefined,
): HttpHandler[] {
  const answer = async (change: () => EventShape) => {
    try {
      const event = change();
      await send(event);
      return HttpResponse.json({ deliveries: [sign(event)] });
    } catch (error) {
      if (error instanceof StripeFailure) return HttpResponse.json(error.body, { status: error.status });
      throw error;
    }
  };
  return [
    http.get('*/__stand-in/connect/:id', ({ request, params }) => {
      const back = new URL(request.url).searchParams.get('return_url') ?? '';
      const known = stripe.connect.accounts.has(String(params.id));
      if (!known || !/^https?:\/\//.test(back)) {
        return new HttpResponse(
          '<!doctype html><title>Test payout onboarding</title><p>There is no such onboarding.</p>',
          {
            status: 404,
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          },
        );
      }
      return new HttpResponse(onboardingPage(String(params.id), back), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }),
    http.post('*/__stand-in/accounts/:id/complete-onboarding', ({ params }) =>
      answer(() => stripe.connect.completeOnboarding(String(params.id))),
    ),
    http.post('*/__stand-in/accounts/:id/require-more', ({ params }) =>
      answer(() => stripe.connect.requireMore(String(params.id), ['individual.verification.document'])),
    ),
  ];
}
