import { planCatalogue } from '@taskwell/mocks';
import { setupMockServer } from '@taskwell/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPaymentRoute } from '../../payments/testing/render-payment-route.tsx';
import PricingRoute, { ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.reset();
  mockApi.server.resetHandlers();
});
afterAll(() => mockApi.server.close());

function renderPricing(token: string | null, entry = '/pricing') {
  return renderPaymentRoute({ Component: PricingRoute, loader, ErrorBoundary }, 'pricing', entry, token);
}

async function actionOf(plan: string): Promise<HTMLElement | null> {
  const card = await screen.findByRole('article', { name: plan });
  return within(card).queryByRole('button');
}

describe('the pricing route (spec §2 Pricing, §4 Subscription)', () => {
  it('given a visitor, should show every plan with its features and no action buttons', async () => {
    const user = userEvent.setup();
    renderPricing(null);
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(within(plans).getAllByRole('article')).toHaveLength(5);
    expect(within(plans).queryAllByRole('button')).toEqual([]);
    expect(within(screen.getByRole('list', { name: 'Free features' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('article', { name: 'Explorer' })).toHaveTextContent('$9 per month');
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    // spec §9: annual shown per month, 10 × monthly / 12.
    expect(screen.getByRole('article', { name: 'Explorer' })).toHaveTextContent('$7.50 per month, billed yearly');
  });

  it('given a user on Free, should offer Purchase on paid plans and mark Free as the current plan', async () => {
    renderPricing(mockApi.context.issueSession('free@taskwell.dev'));
    expect(await actionOf('Explorer')).toHaveTextContent('Purchase');
    expect(await actionOf('Free')).toHaveTextContent('Current Plan');
    expect(await actionOf('Free')).toBeDisabled();
  });

  it('given a user on Explorer monthly, should offer Upgrade above, Downgrade below and Cancel on Free', async () => {
    renderPricing(mockApi.context.issueSession('ada@taskwell.dev'));
    expect(await actionOf('Creator')).toHaveTextContent('Upgrade');
    expect(await actionOf('Discovery')).toHaveTextContent('Downgrade');
    expect(await actionOf('Free')).toHaveTextContent('Cancel');
    expect(await actionOf('Explorer')).toHaveTextContent('Current Plan');
    // The current cycle is shown first.
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('given a pending downgrade, should show Downgrading {date} and Future Downgrade', async () => {
    const account = mockApi.context.accountFor('ada@taskwell.dev');
    account.subscription = {
      ...account.subscription,
      downgrading: true,
      next_plan: 'Discovery',
      next_price: 'price_discovery_monthly',
      period_end: Date.UTC(2027, 0, 31) / 1000,
    };
    renderPricing(mockApi.context.issueSession('ada@taskwell.dev'));
    expect(await actionOf('Explorer')).toHaveTextContent('Downgrading 31 Jan 2027');
    expect(await actionOf('Discovery')).toHaveTextContent('Future Downgrade');
    expect(screen.getByRole('article', { name: 'Explorer' })).toHaveTextContent(
      'Explorer until 31 Jan 2027, then Discovery.',
    );
  });

  it('given a server that takes no payments, should say so and offer nothing to buy', async () => {
    const { publishableKey: _none, ...withoutKey } = planCatalogue;
    mockApi.server.use(http.get('*/api/plans', () => HttpResponse.json(withoutKey)));
    renderPricing(mockApi.context.issueSession('free@taskwell.dev'));
    expect(await screen.findByText(/Payments are not set up on this Taskwell installation yet/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Plans' })).queryAllByRole('button')).toEqual([]);
  });

  it('given the subscription cannot be read, should say why and show no actions rather than wrong ones', async () => {
    mockApi.context.failNext('getSubscriptionStatus', 'server-error');
    renderPricing(mockApi.context.issueSession('ada@taskwell.dev'));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Plans' })).queryAllByRole('button')).toEqual([]);
  });

  it('given the catalogue is out of reach, should still show the plans from the domain, with nothing to buy', async () => {
    mockApi.context.failNext('listPlans', 'network');
    renderPricing(mockApi.context.issueSession('ada@taskwell.dev'));
    expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article')).toHaveLength(5);
    expect(within(screen.getByRole('list', { name: 'Plans' })).queryAllByRole('button')).toEqual([]);
  });
});
