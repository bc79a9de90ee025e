import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanChangeConfirm, type UpgradeCostState } from './plan-change-confirm.tsx';

function renderConfirm(cost?: UpgradeCostState) {
  const onConfirm = vi.fn();
  render(
    <PlanChangeConfirm cost={cost} confirmLabel="Upgrade" onConfirm={onConfirm} onCancel={vi.fn()}>
      <p>Move to Explorer now.</p>
    </PlanChangeConfirm>,
  );
  return { onConfirm, confirm: screen.getByRole('button', { name: 'Upgrade' }) };
}

describe('PlanChangeConfirm (spec §5: upgrade confirm disabled until the cost is loaded)', () => {
  it.each([
    { given: { state: 'loading' } as const, wantDisabled: true },
    { given: { state: 'failed', message: 'No cost.' } as const, wantDisabled: true },
    { given: { state: 'ready', amountCents: 1234 } as const, wantDisabled: false },
    { given: undefined, wantDisabled: false },
  ])('given the cost $given.state, the confirm button should be disabled: $wantDisabled', ({ given, wantDisabled }) => {
    const { confirm } = renderConfirm(given);
    if (wantDisabled) expect(confirm).toBeDisabled();
    else expect(confirm).toBeEnabled();
  });

  it('given a loaded cost, should show it in dollars and confirm once', async () => {
    const { confirm, onConfirm } = renderConfirm({ state: 'ready', amountCents: 123456 });
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    await userEvent.setup().click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
