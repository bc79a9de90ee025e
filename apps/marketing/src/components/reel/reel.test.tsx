import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Reel } from './reel.tsx';

const reel = { video: '/reels/a.webm', captions: '/reels/a.vtt', poster: '/reels/a-poster.webp' };

describe('Reel', () => {
  it('given a reel, should offer it in a native player that loads nothing before play', () => {
    const { container } = render(<Reel {...reel} title="Sign up" />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('aria-label', 'Demo reel: Sign up');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/reels/a-poster.webp');
    expect(video).toHaveAttribute('controls');
    expect(container.querySelector('source')).toHaveAttribute('src', '/reels/a.webm');
    expect(container.querySelector('source')).toHaveAttribute('type', 'video/webm');
  });

  it('given a reel, should show its English captions by default', () => {
    const { container } = render(<Reel {...reel} title="Sign up" />);
    const track = container.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/reels/a.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('default');
  });

  it('given a browser without video, should link to the recording', () => {
    render(<Reel {...reel} title="Sign up" />);
    expect(screen.getByRole('link', { name: 'Download the reel: Sign up' })).toHaveAttribute('href', '/reels/a.webm');
  });
});
