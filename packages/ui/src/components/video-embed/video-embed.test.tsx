import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoEmbed } from './video-embed.tsx';

describe('VideoEmbed', () => {
  it('should load the player only after the visitor asks', async () => {
    const { container } = render(
      <VideoEmbed src="https://player.example.com/embed/abc" title="Taskwell in two minutes" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play video: Taskwell in two minutes' }));
    const frame = screen.getByTitle('Taskwell in two minutes');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://player.example.com/embed/abc?autoplay=1');
  });

  it('should refuse a URL that is not https', () => {
    render(<VideoEmbed src="javascript:alert(1)" title="Bad" />);
    expect(screen.getByRole('button', { name: 'Video unavailable: Bad' })).toBeDisabled();
  });
});
