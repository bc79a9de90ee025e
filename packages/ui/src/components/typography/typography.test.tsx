import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Anchor, Grid, Text, Title } from './typography.tsx';

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
afterEach(() => setViewport(1024));

describe('Title and Text', () => {
  it.each([1, 2, 3, 4] as const)('order %i should be an h%i', (order) => {
    render(<Title order={order}>Pricing</Title>);
    expect(screen.getByRole('heading', { level: order, name: 'Pricing' })).toBeInTheDocument();
  });

  it('should render text as a paragraph', () => {
    render(<Text muted>Body</Text>);
    expect(screen.getByText('Body').tagName).toBe('P');
  });
});

describe('Anchor', () => {
  it('should protect this page when the link is external', () => {
    render(
      <Anchor href="https://example.com" external>
        Elsewhere
      </Anchor>,
    );
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Grid (columns by width)', () => {
  const columnsAt = (width: number, columns: '1-4' | '1-5' | '3') => {
    setViewport(width);
    const { container, unmount } = render(
      <Grid columns={columns}>
        <div />
      </Grid>,
    );
    const value = getComputedStyle(container.firstElementChild as Element).gridTemplateColumns;
    unmount();
    return value.split('repeat(')[1]?.split(',')[0] ?? '1';
  };

  it.each([
    { columns: '1-4' as const, width: 400, want: '1' },
    { columns: '1-4' as const, width: 800, want: '2' },
    { columns: '1-4' as const, width: 1000, want: '3' },
    { columns: '1-4' as const, width: 1300, want: '4' },
    { columns: '1-5' as const, width: 1500, want: '5' },
    { columns: '3' as const, width: 1500, want: '3' },
  ])('$columns at $width px should have $want columns', ({ columns, width, want }) => {
    expect(columnsAt(width, columns)).toBe(want);
  });
});
