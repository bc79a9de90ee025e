import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpgradeDialog } from './upgrade-dialog.tsx';

describe('UpgradeDialog (spec §2)', () => {
  it('should name the task and the lowest plan that unlocks it, and link to the pricing page', () => {
    render(
      <UpgradeDialog
        open
        onOpenChange={vi.fn()}
        taskName="Brief from a PDF"
        planName="Creator"
        currentPlan="Free"
        pricingHref="/pricing"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Upgrade Plan' });
    expect(dialog).toHaveTextContent(
      'Your Free plan does not include Brief from a PDF. Upgrade to Creator or a higher plan to run it.',
    );
    expect(dialog).not.toHaveTextContent('February 2024');
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('given a feature should say what the upgrade lets the user do with it', () => {
    render(
      <UpgradeDialog
        open
        onOpenChange={vi.fn()}
        taskName="Creator Studio"
        action="build your own tasks"
        planName="Explorer"
        currentPlan="Free"
        pricingHref="/pricing"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Upgrade Plan' })).toHaveTextContent(
      'Your Free plan does not include Creator Studio. Upgrade to Explorer or a higher plan to build your own tasks.',
    );
  });

  it('should close with Ok', async () => {
    const onOpenChange = vi.fn();
    render(
      <UpgradeDialog
        open
        onOpenChange={onOpenChange}
        taskName="Market Scan"
        planName="Enterprise"
        pricingHref="/pricing"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
