import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackThumbs } from './feedback-thumbs.tsx';

describe('FeedbackThumbs (spec §4)', () => {
  it('should save a thumb at once, then a comment with the feedback id, then turn read-only', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue({ feedbackId: 'fb-1' });
    render(<FeedbackThumbs value={{}} onSave={onSave} subject="the summary" />);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Good: rate the summary' }));
    expect(onSave).toHaveBeenLastCalledWith({ rating: 'up', comment: undefined, id: undefined });
    expect(screen.getByRole('button', { name: 'Good: rate the summary' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Comment on the summary (optional)' }), 'Clear and short.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSave).toHaveBeenLastCalledWith({ rating: 'up', comment: 'Clear and short.', id: 'fb-1' });

    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Your comment: Clear and short.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Poor: rate the summary' })).toBeDisabled();
  });

  it('should start read-only when rating and comment are already saved', () => {
    render(<FeedbackThumbs value={{ id: 'f', rating: 'down', comment: 'Too long.' }} onSave={vi.fn()} subject="it" />);
    expect(screen.getByRole('button', { name: 'Good: rate it' })).toBeDisabled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('should say when saving failed and keep the choice open', async () => {
    const user = userEvent.setup();
    render(<FeedbackThumbs value={{}} onSave={vi.fn().mockRejectedValue(new Error('500'))} subject="it" />);
    await user.click(screen.getByRole('button', { name: 'Poor: rate it' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your feedback could not be saved. Please try again.');
    expect(screen.getByRole('button', { name: 'Poor: rate it' })).toBeEnabled();
  });
});
