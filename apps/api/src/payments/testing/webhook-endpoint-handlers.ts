import type { HttpHandler } from 'msw';
import type { FakeStripe } from './fake-stripe.ts';
import { list, text } from './form-params.ts';
import type { Endpoint } from './stripe-handlers.ts';

/** Stripe's webhook endpoint calls: make one (its secret answered once), list them, delete one. */
export function webhookEndpointHandlers(stripe: FakeStripe, on: Endpoint): HttpHandler[] {
  const hooks = stripe.webhookEndpoints;
  return [
    on('post', '/webhook_endpoints', ({ params }) =>
      hooks.render(
        hooks.create({
          ...(text(params.url) ? { url: text(params.url) } : {}),
          enabledEvents: list(params.enabled_events).filter((value): value is string => typeof value === 'string'),
          ...(text(params.description) ? { description: text(params.description) } : {}),
        }),
        true,
      ),
    ),
    on('get', '/webhook_endpoints', () => ({
      object: 'list',
      data: [...hooks.endpoints.values()].map((endpoint) => hooks.render(endpoint)),
      has_more: false,
      url: '/v1/webhook_endpoints',
    })),
    on('delete', '/webhook_endpoints/:id', ({ id }) => ({
      id: hooks.remove(id).id,
      object: 'webhook_endpoint',
      deleted: true,
    })),
  ];
}
