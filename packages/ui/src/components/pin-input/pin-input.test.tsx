import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinInput } from './pin-input.tsx';

const boxes = () => screen.getAllByRole('textbox');
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

describe('PinInput (spec §4, §5)', () => {
  it('should take digits one per box, move on, and submit once all six are in', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<PinInput label="PIN" onComplete={onComplete} />);
    expect(boxes()).toHaveLength(6);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('should ignore anything that is not a digit', async () => {
    const user = userEvent.setup();
    render(<PinInput label="PIN" onComplete={vi.fn()} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('a-1 b');
    expect(values()).toEqual(['1', '', '', '', '', '']);
  });

  it('should fill every box from a pasted numeric PIN and submit it', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<PinInput label="PIN" onComplete={onComplete} />);
    await user.click(boxes()[2] as HTMLElement);
    await user.paste('654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('should ignore a pasted PIN that is not numeric', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<PinInput label="PIN" onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('12a456');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('should go back with Backspace and move with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PinInput label="PIN" onComplete={vi.fn()} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(values().slice(0, 3)).toEqual(['1', '2', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
  });

  it('should clear the digits and show the error when an error arrives', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PinInput label="PIN" onComplete={vi.fn()} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('999999');
    rerender(<PinInput label="PIN" onComplete={vi.fn()} error="Invalid Pin" />);
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Pin');
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('should label each box', () => {
    render(<PinInput label="PIN" onComplete={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'PIN digit 3 of 6' })).toBeInTheDocument();
  });
});
