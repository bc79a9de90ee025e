import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card, Tile } from './card.tsx';

describe('Card', () => {
  it('should render as the element asked for', () => {
    render(
      <Card as="article">
        <h2>Explorer</h2>
      </Card>,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Explorer');
  });
});

describe('Tile', () => {
  it('should be a button named by its title when it has no link', async () => {
    const onSelect = vi.fn();
    render(<Tile title="Business Tasks" description="Reports and briefs" imageSrc="/b.svg" onSelect={onSelect} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Business Tasks/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('should be a link when it has one', () => {
    render(<Tile title="Pricing" href="/pricing" />);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });
});
