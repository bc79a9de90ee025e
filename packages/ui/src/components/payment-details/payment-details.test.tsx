import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentDetails } from './payment-details.tsx';

describe('PaymentDetails (spec §2, §8, §9)', () => {
  it('given saved cards, should show only their last 4 digits, and the owed balance in dollars', () => {
    render(<PaymentDetails defaultLast4="4242" subscriptionLast4="0005" owedBalanceCents={123456} />);
    expect(screen.getByText('Card ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Card ending in 0005')).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
  });

  it("given no cards, should say the spec's messages", () => {
    render(<PaymentDetails defaultLast4={null} subscriptionLast4={null} owedBalanceCents={0} />);
    expect(screen.getByText('No default payment found')).toBeInTheDocument();
    expect(screen.getByText('No subscription payment details found')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });
});
