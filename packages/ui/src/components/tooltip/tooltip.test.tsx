import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('should show on keyboard focus, describe the trigger, and hide on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Costs 12 credits">
        <button type="button">Use</button>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Costs 12 credits');
    expect(screen.getByRole('button', { name: 'Use' })).toHaveAccessibleDescription('Costs 12 credits');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
