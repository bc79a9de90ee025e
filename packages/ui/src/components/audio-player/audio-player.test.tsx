import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AudioPlayer, formatTime } from './audio-player.tsx';

describe('formatTime', () => {
  it.each([
    { seconds: 0, want: '0:00' },
    { seconds: 7.9, want: '0:07' },
    { seconds: 65, want: '1:05' },
    { seconds: 3725, want: '1:02:05' },
    { seconds: Number.NaN, want: '0:00' },
  ])('$seconds s should read $want', ({ seconds, want }) => {
    expect(formatTime(seconds)).toBe(want);
  });
});

describe('AudioPlayer', () => {
  it('should show the title with spaces, the times, and play then pause', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
    });
    const { container } = render(<AudioPlayer src="/intro.wav" title="podcast_intro_take_2" />);
    expect(screen.getByRole('figure', { name: 'podcast intro take 2' })).toBeInTheDocument();

    const audio = container.querySelector('audio') as HTMLAudioElement;
    Object.defineProperty(audio, 'duration', { value: 65, configurable: true });
    fireEvent.loadedMetadata(audio);
    expect(screen.getByText('0:00 / 1:05')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play podcast intro take 2' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause podcast intro take 2' })).toBeInTheDocument();
    fireEvent.pause(audio);
    expect(screen.getByRole('button', { name: 'Play podcast intro take 2' })).toBeInTheDocument();
  });

  it('should play at 1× by default and change speed', async () => {
    const user = userEvent.setup();
    const { container } = render(<AudioPlayer src="/intro.wav" title="Intro" />);
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    expect(speed).toHaveValue('1');
    await user.selectOptions(speed, '1.5');
    expect((container.querySelector('audio') as HTMLAudioElement).playbackRate).toBe(1.5);
  });
});
