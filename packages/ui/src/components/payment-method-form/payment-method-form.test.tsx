import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentMethodChoice } from './payment-method-form.tsx';
import { PaymentMethodForm } from './payment-method-form.tsx';

function renderForm(value: PaymentMethodChoice, hasSubscription = true) {
  render(
    <PaymentMethodForm
      value={value}
      onChange={vi.fn()}
      hasSubscription={hasSubscription}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
    />,
  );
  return screen.getByRole('button', { name: 'Continue to card details' });
}

describe('PaymentMethodForm (spec §5: confirm disabled when both toggles are off)', () => {
  it.each([
    { value: { default: false, subscription: false }, hasSubscription: true, wantEnabled: false },
    { value: { default: true, subscription: false }, hasSubscription: true, wantEnabled: true },
    { value: { default: false, subscription: true }, hasSubscription: true, wantEnabled: true },
    // Without a subscription its toggle counts as off.
    { value: { default: false, subscription: true }, hasSubscription: false, wantEnabled: false },
  ])(
    'given $value with a subscription $hasSubscription, confirm enabled: $wantEnabled',
    ({ value, hasSubscription, wantEnabled }) => {
      const confirm = renderForm(value, hasSubscription);
      if (wantEnabled) expect(confirm).toBeEnabled();
      else expect(confirm).toBeDisabled();
    },
  );

  it('given no subscription, should disable its toggle and say why', () => {
    renderForm({ default: true, subscription: true }, false);
    expect(screen.getByRole('switch', { name: 'Use it for my subscription' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Use it for my subscription' })).not.toBeChecked();
    expect(screen.getByText('You have no subscription, so only the default changes.')).toBeInTheDocument();
  });
});
