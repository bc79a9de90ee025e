import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreditTopUps } from './credit-top-ups.tsx';

const offers = [
  { productId: 'prod_5', credits: 5, priceCents: 100 },
  { productId: 'prod_500', credits: 500, priceCents: 10000 },
];

describe('CreditTopUps', () => {
  it('should offer each package with its price', () => {
    render(<CreditTopUps offers={offers} onBuy={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Buy 5 credits $1.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buy 500 credits $100.00' })).toBeEnabled();
  });

  it('given a checkout being prepared, should keep the other buttons from starting a second one', () => {
    render(<CreditTopUps offers={offers} onBuy={vi.fn()} pendingProductId="prod_5" />);
    expect(screen.getByRole('button', { name: /Buy 5 credits/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Buy 500 credits/ })).toBeDisabled();
  });
});
