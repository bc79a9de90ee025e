import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultCard } from './result-card.tsx';

describe('ResultCard', () => {
  it('should name the result and its source with underscores as spaces', () => {
    render(
      <ResultCard title="Spoken summary" source="speech_en_gb" created="10:42">
        <p>viewer</p>
      </ResultCard>,
    );
    const card = screen.getByRole('article', { name: 'Spoken summary' });
    expect(within(card).getByText('speech en gb · 10:42')).toBeInTheDocument();
    expect(within(card).getByText('viewer')).toBeInTheDocument();
  });

  it('should offer no copy, download or thumbs when none is given (a sample)', () => {
    render(
      <ResultCard title="Summary">
        <p>viewer</p>
      </ResultCard>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('should say so when a download fails, and clear it on the next try', async () => {
    const onDownload = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(
      <ResultCard title="Summary" onDownload={onDownload}>
        <p>viewer</p>
      </ResultCard>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onDownload).toHaveBeenCalledTimes(2);
  });

  it('should save a rating with the thumbs, then a comment with the same feedback id (spec §4)', async () => {
    const onSave = vi.fn().mockResolvedValue({ feedbackId: 'fb-1' });
    render(
      <ResultCard title="Summary" feedback={{ value: {}, onSave }}>
        <p>viewer</p>
      </ResultCard>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Good: rate Summary' }));
    expect(onSave).toHaveBeenLastCalledWith({ rating: 'up', comment: undefined, id: undefined });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Comment on Summary (optional)' }), 'Clear.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSave).toHaveBeenLastCalledWith({ rating: 'up', comment: 'Clear.', id: 'fb-1' });
    expect(await screen.findByText('Your comment: Clear.')).toBeInTheDocument();
  });
});
