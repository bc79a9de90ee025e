import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('SiteFooter', () => {
  describe('given server rendering', () => {
    it('should show the years up to the rendered year', () => {
      expect(renderToString(<SiteFooter renderedYear={2024} />)).toContain('© 2023–2024 Taskwell');
    });
  });

  describe('given a page built in 2024 and opened in 2027', () => {
    it('should show the years up to the current one', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-03-15T12:00:00Z'));

      render(<SiteFooter renderedYear={2024} />);

      expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2023–2027 Taskwell');
    });
  });
});
