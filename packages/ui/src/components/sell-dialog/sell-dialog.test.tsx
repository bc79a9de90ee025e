import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SellDialog, type SellDialogProps, type SellListingView, sellStatusWords } from './sell-dialog.tsx';

const live: SellListingView = { status: 'live', version: 2, price: 40, problems: [] };

function renderDialog(props: Partial<SellDialogProps> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onPriceChange: vi.fn(),
    onAudienceChange: vi.fn(),
    onSave: vi.fn(),
    onWithdraw: vi.fn(),
    onConfirmingWithdrawalChange: vi.fn(),
  };
  render(
    <SellDialog
      open
      listing={live}
      price="40"
      priceFloor={0}
      audience="public"
      confirmingWithdrawal={false}
      {...handlers}
      {...props}
    />,
  );
  // The first dialog is the sell dialog (a confirmation opens over it and hides it from the queries).
  const [dialog] = screen.getAllByRole('dialog', { hidden: true });
  if (!dialog) throw new Error('The sell dialog is not open.');
  return { ...handlers, dialog };
}

describe('SellDialog', () => {
  it('should be a dialog named Sell in the AI Store', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Sell in the AI Store' })).toBeInTheDocument();
  });

  it.each([
    { status: 'live', save: 'Save changes', withdraw: true },
    { status: 'checking', save: 'Put on sale', withdraw: false },
    { status: 'refused', save: 'Put on sale', withdraw: false },
    { status: 'withdrawn', save: 'Put on sale', withdraw: false },
  ] as const)('given a $status listing, should say so and offer only what fits it', ({ status, save, withdraw }) => {
    const { dialog } = renderDialog({ listing: { ...live, status } });

    expect(within(dialog).getByRole('status')).toHaveTextContent(sellStatusWords[status]);
    expect(within(dialog).getByText('Version 2 is the one sold, at 40 credits per run.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: save })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Withdraw from sale' }) !== null).toBe(withdraw);
  });

  it('should show the terms before a first listing and the reading state before the listing is known', () => {
    const { dialog } = renderDialog({ listing: null, terms: <p>The terms</p> });
    expect(within(dialog).getByText('Not on sale. Your latest published version is listed.')).toBeInTheDocument();
    expect(within(dialog).getByText('The terms')).toBeInTheDocument();
  });

  it('should list what the check found in a refused version', () => {
    const { dialog } = renderDialog({ listing: { ...live, status: 'refused', problems: ['Heading: too vague.'] } });

    const problems = within(dialog).getByRole('list', { name: 'Problems found by the check' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Heading: too vague.']);
  });

  it('should name the floor in the price hint and show the price error on the field', () => {
    const { dialog } = renderDialog({ priceFloor: 4, priceError: 'Too low.' });

    const field = within(dialog).getByLabelText(/^Price per run/);
    expect(field).toHaveAccessibleDescription(
      "A whole number from 4 to 100000: at least what the task's AI steps cost per run. Too low.",
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('should save on submit and pass each typed price', async () => {
    const { dialog, onSave, onPriceChange } = renderDialog({ price: '' });

    await userEvent.type(within(dialog).getByLabelText(/^Price per run/), '7');
    expect(onPriceChange).toHaveBeenCalledWith('7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('should offer who may buy it only beside the public choice', () => {
    const { dialog } = renderDialog({ audiences: [{ value: 'public', label: 'Everyone (public)' }] });
    expect(within(dialog).queryByRole('combobox', { name: 'Who can buy it' })).toBeNull();
  });

  it('should withdraw only once the user confirmed', async () => {
    const { onWithdraw } = renderDialog({ confirmingWithdrawal: true });

    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(onWithdraw).toHaveBeenCalledOnce();
  });

  it('should link the plans when the plan is why it was refused', () => {
    const { dialog } = renderDialog({ refusal: { message: 'Needs Creator.', plansHref: '/pricing' } });

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Needs Creator. See the plans');
    expect(within(dialog).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });
});
