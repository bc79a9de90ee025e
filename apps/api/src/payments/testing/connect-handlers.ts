import type { HttpHandler } from 'msw';
import type { FakeStripe } from './fake-stripe.ts';
import { metadataOf, text } from './form-params.ts';
import type { Endpoint } from './stripe-handlers.ts';

/** The Connect endpoints the payouts call: connected accounts, onboarding links, transfers. */
export function connectHandlers(stripe: FakeStripe, on: Endpoint): HttpHandler[] {
  const connect = stripe.connect;
  return [
    on('post', '/accounts', ({ params }) =>
      connect.renderAccount(
        connect.createAccount({
          ...(text(params.type) ? { type: text(params.type) } : {}),
          ...(text(params.email) ? { email: text(params.email) } : {}),
          metadata: metadataOf(params.metadata),
        }),
      ),
    ),
    on('get', '/accounts/:id', ({ id }) => connect.renderAccount(connect.account(id))),
    on('post', '/account_links', ({ params, origin }) =>
      connect.createLink(
        {
          account: text(params.account) ?? '',
          ...(text(params.type) ? { type: text(params.type) } : {}),
          ...(text(params.refresh_url) ? { refreshUrl: text(params.refresh_url) } : {}),
          ...(text(params.return_url) ? { returnUrl: text(params.return_url) } : {}),
        },
        origin,
      ),
    ),
    on('post', '/transfers', ({ params }) =>
      connect.renderTransfer(
        connect.createTransfer({
          amount: Number(text(params.amount) ?? Number.NaN),
          currency: text(params.currency) ?? 'usd',
          destination: text(params.destination) ?? '',
          ...(text(params.transfer_group) ? { transferGroup: text(params.transfer_group) } : {}),
          metadata: metadataOf(params.metadata),
        }),
      ),
    ),
    on('get', '/transfers', ({ params }) => {
      const limit = Math.min(100, Math.max(1, Number(text(params.limit) ?? 10) || 10));
      const found = connect.listTransfers({
        ...(text(params.transfer_group) ? { transferGroup: text(params.transfer_group) } : {}),
        ...(text(params.destination) ? { destination: text(params.destination) } : {}),
      });
      return {
        object: 'list',
        data: found.slice(0, limit).map((transfer) => connect.renderTransfer(transfer)),
        has_more: found.length > limit,
        url: '/v1/transfers',
      };
    }),
  ];
}
