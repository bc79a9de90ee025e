import { type HttpHandler, HttpResponse, http } from 'msw';
import { type FakeStripe, StripeFailure } from './fake-stripe.ts';
import type { EventShape } from './stripe-shapes.ts';

/**
 * The test's controls of connected accounts (decision 137): what a creator does in Stripe's hosted
 * onboarding, and Stripe asking for more. Each answers the `account.updated` delivery Stripe would
 * send, signed, for the test to post to the API's webhook.
 */
export function connectControls<Delivery>(stripe: FakeStripe, sign: (event: EventShape) => Delivery): HttpHandler[] {
  const answer = (change: () => EventShape) => {
    try {
      return HttpResponse.json({ deliveries: [sign(change())] });
    } catch (error) {
      if (error instanceof StripeFailure) return HttpResponse.json(error.body, { status: error.status });
      throw error;
    }
  };
  return [
    http.post('*/__stand-in/accounts/:id/complete-onboarding', ({ params }) =>
      answer(() => stripe.connect.completeOnboarding(String(params.id))),
    ),
    http.post('*/__stand-in/accounts/:id/require-more', ({ params }) =>
      answer(() => stripe.connect.requireMore(String(params.id), ['individual.verification.document'])),
    ),
  ];
}
