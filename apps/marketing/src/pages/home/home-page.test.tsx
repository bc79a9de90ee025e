import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page.tsx';

const studioUrl = 'https://studio.example.test';

describe('HomePage', () => {
  describe('given a studio address', () => {
    it('should lead Sign Up to the studio sign-up', () => {
      render(<HomePage studioUrl={studioUrl} renderedYear={2025} />);

      expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        'https://studio.example.test/?auth=signup',
      );
    });

    it('should lead Login to the studio sign-in', () => {
      render(<HomePage studioUrl={studioUrl} renderedYear={2025} />);

      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        'https://studio.example.test/?auth=login',
      );
    });
  });

  it('should title the page "Taskwell" and say what it is for', () => {
    render(<HomePage studioUrl={studioUrl} renderedYear={2025} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Taskwell$/);
    const main = screen.getByRole('main');
    expect(within(main).getByText(/without writing a line of code/)).toBeInTheDocument();
  });

  it('should close with the copyright footer', () => {
    render(<HomePage studioUrl={studioUrl} renderedYear={2025} />);

    expect(screen.getByRole('contentinfo')).toHaveTextContent(/^© 2023–\d{4} Taskwell$/);
  });

  describe('given server rendering, as the prerender does', () => {
    it('should put the content and both links into the HTML', () => {
      const html = renderToString(<HomePage studioUrl={studioUrl} renderedYear={2025} />);

      expect(html).toContain('>Taskwell</h1>');
      expect(html).toContain('href="https://studio.example.test/?auth=signup"');
      expect(html).toContain('href="https://studio.example.test/?auth=login"');
      expect(html).toContain('© 2023–2025 Taskwell');
    });
  });
});
