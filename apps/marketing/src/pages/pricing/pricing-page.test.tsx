import { planDefinitions } from '@taskwell/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PricingPage, shownPrice } from './pricing-page.tsx';

describe('shownPrice (spec §9)', () => {
  it.each([
    { monthly: 9, cycle: 'monthly' as const, want: '$9' },
    { monthly: 9, cycle: 'annual' as const, want: '$7.50' },
    { monthly: 3, cycle: 'annual' as const, want: '$2.50' },
    { monthly: 0, cycle: 'annual' as const, want: '$0' },
  ])('$monthly a month, $cycle, should show $want', ({ monthly, cycle, want }) => {
    expect(shownPrice(monthly, cycle)).toBe(want);
  });
});

describe('PricingPage', () => {
  it('should show one card per plan with its monthly price, and switch to annual', async () => {
    const user = userEvent.setup();
    render(<PricingPage studioUrl="https://studio.example.test" />);
    const cards = within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      planDefinitions.map((plan) => plan.name),
    );
    const explorer = screen.getByRole('article', { name: 'Explorer' });
    expect(explorer).toHaveTextContent('$9 per month');
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(explorer).toHaveTextContent('$7.50 per month, billed yearly');
  });

  it("should hide the features valued 'n/a' and offer no purchase button", () => {
    render(<PricingPage studioUrl="https://studio.example.test" />);
    const free = within(screen.getByRole('list', { name: 'Free features' }));
    expect(free.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('article', { name: 'Free' })).not.toHaveTextContent('n/a');
    expect(screen.queryByRole('button', { name: /Purchase|Upgrade/ })).toBeNull();
    // Signed-out visitors go on to the studio's pricing page, where signing up keeps them.
    expect(screen.getByRole('link', { name: 'Choose your plan' })).toHaveAttribute(
      'href',
      'https://studio.example.test/pricing?auth=signup',
    );
  });
});
