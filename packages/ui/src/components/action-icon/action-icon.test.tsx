import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionIcon } from './action-icon.tsx';

describe('ActionIcon', () => {
  it('should be a named button that reports clicks', async () => {
    const onClick = vi.fn();
    render(<ActionIcon label="Close navigation" icon={<svg />} onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
