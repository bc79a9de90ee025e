import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreCard, type StoreCardListing } from './store-card.tsx';
import { StoreCardGrid } from './store-card-grid.tsx';

const listing: StoreCardListing = {
  listingId: 'l-1',
  name: 'Meeting notes digest',
  heading: 'Turn long notes into a one-page summary',
  creatorName: 'Amara Diallo',
  imageSrc: '/images/tasks/summarise-text.svg',
  price: 7,
  figures: { runs: 132, ratingUp: 23, ratingDown: 2, rating: 23 / 25, successRate30d: 0.97, medianRunSeconds: 14 },
};
const hrefOf = (each: StoreCardListing) => `/ai-store/${each.listingId}`;

describe('StoreCard', () => {
  it('should name the listing with a link to its page and show price, creator and figures', () => {
    render(
      <ul>
        <StoreCard listing={listing} href="/ai-store/l-1" />
      </ul>,
    );

    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 2, name: 'Meeting notes digest' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Meeting notes digest' })).toHaveAttribute('href', '/ai-store/l-1');
    expect(card).toHaveTextContent('By Amara Diallo');
    expect(card).toHaveTextContent('7 credits a run');
    expect(card).toHaveTextContent('92 % positive · 25 ratings');
    expect(card).toHaveTextContent('132 runs · 97 % succeeded (30 days) · Typical run: 14 s');
  });

  it('should render the link the app gives', () => {
    render(
      <ul>
        <StoreCard
          listing={listing}
          href="/ai-store/l-1"
          renderLink={(href, children) => (
            <a href={href} data-router="yes">
              {children}
            </a>
          )}
        />
      </ul>,
    );

    expect(screen.getByRole('link', { name: 'Meeting notes digest' })).toHaveAttribute('data-router', 'yes');
  });

  it('should leave the picture out of the accessible text, and out entirely when there is none', () => {
    const { container, rerender } = render(
      <ul>
        <StoreCard listing={listing} href="/x" />
      </ul>,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');

    rerender(
      <ul>
        <StoreCard listing={{ ...listing, imageSrc: null }} href="/x" />
      </ul>,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('StoreCardGrid', () => {
  it.each([
    { state: 'listings', props: { listings: [listing] }, want: { items: 1, alert: null, status: null } },
    { state: 'empty', props: { listings: [] }, want: { items: 0, alert: null, status: 'Nothing here.' } },
    {
      state: 'error',
      props: { listings: [listing], error: 'Busy.' },
      want: { items: 0, alert: 'The store could not be read', status: null },
    },
    { state: 'loading', props: { listings: [], loading: true }, want: { items: 3, alert: null, status: null } },
    {
      state: 'loading more under shown cards',
      props: { listings: [listing], loading: true },
      want: { items: 1, alert: null, status: null },
    },
  ])('given $state, should show the matching state', ({ props, want }) => {
    render(<StoreCardGrid hrefOf={hrefOf} empty="Nothing here." {...props} />);

    expect(screen.queryAllByRole('listitem')).toHaveLength(want.items);
    if (want.alert) expect(screen.getByRole('alert')).toHaveTextContent(want.alert);
    else expect(screen.queryByRole('alert')).toBeNull();
    if (want.status) expect(screen.getByRole('status')).toHaveTextContent(want.status);
    else expect(screen.queryByRole('status')).toBeNull();
  });

  it('should mark the placeholder list busy while the first page loads', () => {
    render(<StoreCardGrid listings={[]} hrefOf={hrefOf} empty="Nothing here." loading />);

    expect(screen.getByRole('list', { name: 'Loading tasks' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
