import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingCard } from './pricing-card.tsx';

const features = [
  { name: 'Personas', value: '6 personas' },
  { name: 'Private AI', value: 'n/a' },
  { name: 'Automation', value: 'N/A ' },
];

describe('PricingCard', () => {
  it("given features valued 'n/a', should list only the others", () => {
    render(<PricingCard name="Explorer" price="$9" period="per month" features={features} />);
    const list = screen.getByRole('list', { name: 'Explorer features' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Personas: 6 personas']);
  });

  it('given no action, should show no button (a visitor)', () => {
    render(<PricingCard name="Explorer" price="$9" period="per month" features={features} />);
    expect(screen.getByRole('article', { name: 'Explorer' })).toHaveTextContent('$9 per month');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given an action and a note, should show both inside the card', () => {
    render(
      <PricingCard
        name="Creator"
        price="$15"
        period="per month, billed yearly"
        features={features}
        current
        action={<button type="button">Downgrading 01/31/2027</button>}
        note="Moves to Discovery on 01/31/2027."
      />,
    );
    const card = screen.getByRole('article', { name: 'Creator' });
    expect(within(card).getByRole('button', { name: 'Downgrading 01/31/2027' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Moves to Discovery on 01/31/2027.');
    expect(card).toHaveTextContent('Your plan');
  });
});
