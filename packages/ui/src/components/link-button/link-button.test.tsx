import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { button } from '../button/button.css.ts';
import { LinkButton } from './link-button.tsx';

describe('LinkButton', () => {
  it('given an address, should render a link to it with the filled, medium button look', () => {
    render(<LinkButton href="/pricing">See pricing</LinkButton>);

    const link = screen.getByRole('link', { name: 'See pricing' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).toHaveClass(...button({ variant: 'filled', size: 'md' }).split(' '));
  });

  it.each([
    { variant: 'outline', size: 'sm' },
    { variant: 'subtle', size: 'lg' },
  ] as const)('given variant $variant and size $size, should wear that look', ({ variant, size }) => {
    render(
      <LinkButton href="/" variant={variant} size={size}>
        Home
      </LinkButton>,
    );

    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass(...button({ variant, size }).split(' '));
  });

  it("should pass a link's own attributes through, keep an extra class and forward its ref", () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <LinkButton ref={ref} href="https://example.com/" target="_blank" rel="noopener" className="extra">
        Elsewhere
      </LinkButton>,
    );

    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveClass('extra');
    expect(ref.current).toBe(link);
  });

  it('should be reached with Tab like any link', async () => {
    render(<LinkButton href="/faq">Questions</LinkButton>);

    await userEvent.tab();

    expect(screen.getByRole('link', { name: 'Questions' })).toHaveFocus();
  });
});
