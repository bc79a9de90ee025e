import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

const items = [
  { value: 'task', label: 'TASK', content: <p>The form</p> },
  { value: 'result', label: 'RESULT', content: <p>The results</p> },
  { value: 'later', label: 'LATER', content: <p>Soon</p>, disabled: true },
];

describe('Tabs', () => {
  it('should show the first panel and switch on click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Run" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Run' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The form');
    await user.click(screen.getByRole('tab', { name: 'RESULT' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The results');
    expect(onValueChange).toHaveBeenCalledWith('result');
  });

  it('should move with the arrow keys and skip a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Run" />);
    await user.click(screen.getByRole('tab', { name: 'TASK' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'RESULT' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'RESULT' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'TASK' })).toHaveFocus();
  });

  it('should follow a controlled value', () => {
    render(<Tabs items={items} label="Run" value="result" variant="pill" />);
    expect(screen.getByRole('tab', { name: 'RESULT' })).toHaveAttribute('aria-selected', 'true');
  });
});
