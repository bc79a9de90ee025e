import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type CheckoutOutcome, CheckoutPanel, checkoutOutcomeMessage } from './checkout-panel.tsx';

describe('checkoutOutcomeMessage (spec §8)', () => {
  it.each<{ outcome: CheckoutOutcome; purpose?: 'purchase' | 'card'; want: RegExp }>([
    {
      outcome: { status: 'complete', email: 'ada@example.com' },
      want: /^Thank you for your purchase ada@example\.com$/,
    },
    { outcome: { status: 'complete', email: null }, want: /^Thank you for your purchase$/ },
    { outcome: { status: 'complete', email: 'ada@example.com' }, purpose: 'card', want: /new card is saved/ },
    { outcome: { status: 'open' }, want: /not completed, so nothing was charged/ },
    { outcome: { status: 'expired' }, want: /expired/ },
    { outcome: { status: 'unconfirmed' }, want: /could not confirm/ },
  ])('given $outcome.status ($purpose), should say $want', ({ outcome, purpose, want }) => {
    expect(checkoutOutcomeMessage(outcome, purpose)).toMatch(want);
  });

  it('should never show the seed placeholder', () => {
    for (const status of ['open', 'expired', 'unconfirmed'] as const) {
      expect(checkoutOutcomeMessage({ status })).not.toMatch(/hello world/i);
    }
  });
});

describe('CheckoutPanel', () => {
  it('given the paying state, should show the payment form', () => {
    render(
      <CheckoutPanel state={{ state: 'paying' }}>
        <p>the form</p>
      </CheckoutPanel>,
    );
    expect(screen.getByText('the form')).toBeInTheDocument();
  });

  it('given a failure, should say it and offer Try again', async () => {
    const onRetry = vi.fn();
    render(<CheckoutPanel state={{ state: 'failed', message: 'Payments are off.' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payments are off.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
