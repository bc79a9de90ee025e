import { createApiClient } from '@taskwell/api-sdk';
import { planCatalogue } from '@taskwell/mocks';
import { setupMockServer } from '@taskwell/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPaymentRoute } from '../../payments/testing/render-payment-route.tsx';
import { apiUrl } from '../../site-config.server.ts';
import { findModal } from '../../testing/find-modal.ts';
import BillingRoute, { ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.reset();
  mockApi.server.resetHandlers();
});
afterAll(() => mockApi.server.close());

function renderBilling(token: string | null, entry = '/billing') {
  return renderPaymentRoute({ Component: BillingRoute, loader, ErrorBoundary }, 'billing', entry, token);
}

describe('the billing route (spec §2 Billing)', () => {
  it('given a subscriber, should show the plan with Change, the balance, top-ups and the masked cards', async () => {
    renderBilling(mockApi.context.issueSession('ada@taskwell.dev'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing Information' })).toBeInTheDocument();
    const subscription = screen.getByRole('region', { name: 'Current subscription' });
    expect(subscription).toHaveTextContent('Explorer');
    expect(subscription).toHaveTextContent(/Billed monthly; renews on \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    expect(within(subscription).getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/pricing');
    // spec §2: thousands separators and the word credits.
    const balance = screen.getByRole('region', { name: 'Account balance' });
    expect(balance).toHaveTextContent('1,250 credits');
    // Top-ups work (seed defect fixed): one per package, priced from our table.
    expect(
      within(balance)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Buy 5 credits$1.00',
      'Buy 10 credits$2.00',
      'Buy 25 credits$5.00',
      'Buy 100 credits$20.00',
      'Buy 500 credits$100.00',
    ]);
    for (const button of within(balance).getAllByRole('button')) expect(button).toBeEnabled();
    const payment = screen.getByRole('region', { name: 'Payment details' });
    expect(within(payment).getAllByText('Card ending in 4242')).toHaveLength(2);
    expect(payment).toHaveTextContent('$0.00');
    expect(within(payment).getByRole('button', { name: 'Modify Payment Details' })).toBeEnabled();
  });

  it("given no saved card, should say the spec's messages", async () => {
    renderBilling(mockApi.context.issueSession('free@taskwell.dev'));
    expect(await screen.findByText('No default payment found')).toBeInTheDocument();
    expect(screen.getByText('No subscription payment details found')).toBeInTheDocument();
  });

  it('given a server that takes no payments, should say so and offer no top-ups or card change', async () => {
    const { publishableKey: _none, ...withoutKey } = planCatalogue;
    mockApi.server.use(http.get('*/api/plans', () => HttpResponse.json(withoutKey)));
    renderBilling(mockApi.context.issueSession('ada@taskwell.dev'));
    expect(await screen.findByText(/Payments are not set up on this Taskwell installation yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account balance' })).toHaveTextContent('1,250 credits');
    expect(screen.queryByRole('button', { name: /Buy \d+ credits/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modify Payment Details' })).toBeNull();
  });

  it('given the return from a completed checkout, should thank the buyer by e-mail', async () => {
    const token = mockApi.context.issueSession('ada@taskwell.dev');
    const api = createApiClient({ baseUrl: apiUrl, getToken: () => token });
    const { clientSecret } = await api.createCreditCheckout('prod_credits_25');
    const sessionId = clientSecret.split('_secret_')[0];
    renderBilling(token, `/billing?session_id=${sessionId}`);
    const dialog = await findModal('Checkout');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Thank you for your purchase ada@taskwell.dev');
    // The status call applied the purchase before the page read the balance.
    expect(screen.getByRole('region', { name: 'Account balance', hidden: true })).toHaveTextContent('1,275 credits');
  });

  it('given the return from a checkout that cannot be confirmed, should say so instead of a placeholder', async () => {
    renderBilling(mockApi.context.issueSession('ada@taskwell.dev'), '/billing?session_id=cs_test_unknown');
    const dialog = await findModal('Checkout');
    expect(dialog).toHaveTextContent('We could not confirm the payment just now.');
    expect(dialog).not.toHaveTextContent(/hello world/i);
  });

  it('given a visitor, should ask to sign in with the page kept', async () => {
    renderBilling(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing Information' })).toBeInTheDocument();
    // The page asks for the sign-in in an effect after its first render: a busy machine shows the
    // heading before it.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'sign-in request' })).toHaveTextContent('login:signed-out'),
    );
  });
});
