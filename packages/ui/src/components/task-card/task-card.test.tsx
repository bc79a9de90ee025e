import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TaskCard, type TaskCardProps } from './task-card.tsx';

function renderCard(overrides: Partial<TaskCardProps> = {}) {
  const props: TaskCardProps = {
    name: 'Quote Card',
    heading: 'A shareable image for a strong sentence',
    description: 'Sets a quote on a card.',
    fee: 3,
    access: 'use',
    onUse: vi.fn(),
    onUpgrade: vi.fn(),
    onSample: vi.fn(),
    ...overrides,
  };
  render(<TaskCard {...props} />);
  return { props, card: screen.getByRole('article', { name: 'Quote Card' }) };
}

describe('TaskCard', () => {
  it("should show the name, heading and the '{powerFee} credits' badge (spec §2)", () => {
    const { card } = renderCard();
    expect(within(card).getByRole('heading', { level: 3, name: 'Quote Card' })).toBeInTheDocument();
    expect(within(card).getByText('A shareable image for a strong sentence')).toBeInTheDocument();
    expect(within(card).getByText('3 credits')).toBeInTheDocument();
  });

  it("should say '1 credit' for a fee of one (issue 25: '1 credits')", () => {
    const { card } = renderCard({ fee: 1 });
    expect(within(card).getByText('1 credit')).toBeInTheDocument();
  });

  it.each([
    { access: 'use' as const, shown: 'Use', hidden: 'Upgrade', handler: 'onUse' as const },
    { access: 'upgrade' as const, shown: 'Upgrade', hidden: 'Use', handler: 'onUpgrade' as const },
    { access: 'sign-in' as const, shown: 'Sign in to use', hidden: 'Upgrade', handler: 'onUse' as const },
  ])('given access $access, should offer $shown and not $hidden', async ({ access, shown, hidden, handler }) => {
    const { card, props } = renderCard({ access });
    expect(within(card).queryByRole('button', { name: hidden })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: shown }));
    expect(props[handler]).toHaveBeenCalledTimes(1);
  });

  it('should let the description be scrolled from the keyboard', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('region', { name: 'About Quote Card' })).toHaveAttribute('tabindex', '0');
  });
});
