import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageView } from './image-view.tsx';

describe('ImageView', () => {
  it('should show the image with its description', () => {
    render(<ImageView src="/api/asset/get/a-1" alt="Quote card" />);
    expect(screen.getByRole('img', { name: 'Quote card' })).toHaveAttribute('src', '/api/asset/get/a-1');
  });

  it("given an image that cannot be loaded, should say 'Error loading content' (spec §4)", () => {
    render(<ImageView src="/api/asset/get/missing" alt="Quote card" />);
    fireEvent.error(screen.getByRole('img', { name: 'Quote card' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading content');
  });

  it('given a new address after a failure, should try again', () => {
    const { rerender } = render(<ImageView src="/a" alt="Chart" />);
    fireEvent.error(screen.getByRole('img', { name: 'Chart' }));
    rerender(<ImageView src="/b" alt="Chart" />);
    expect(screen.getByRole('img', { name: 'Chart' })).toHaveAttribute('src', '/b');
  });
});
