import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view.tsx';
import { xssCorpus } from './xss-corpus.ts';

const dangerousTags = 'script, iframe, object, embed, svg, math, form, input, style, body, details';

describe('MarkdownView', () => {
  it('should render formatted text', () => {
    render(<MarkdownView markdown={'# Summary\n\n- **Revenue** up\n- [Report](https://example.com/r)'} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('Revenue').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'Report' });
    expect(link).toHaveAttribute('href', 'https://example.com/r');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('given a same-site link should keep it in this tab, drawn by the app when it gives a link of its own', () => {
    const markdown =
      'See [Handbook.pdf, p. 3](/knowledge/documents/d1?page=3\\&start=4\\&end=9) and [site](https://example.com).';
    const { unmount } = render(<MarkdownView markdown={markdown} />);
    const plain = screen.getByRole('link', { name: 'Handbook.pdf, p. 3' });
    expect(plain).toHaveAttribute('href', '/knowledge/documents/d1?page=3&start=4&end=9');
    expect(plain).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('target', '_blank');
    unmount();
    render(
      <MarkdownView
        markdown={markdown}
        internalLink={({ href, children }) => (
          <a href={href} data-app-link="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Handbook.pdf, p. 3' })).toHaveAttribute('data-app-link');
    expect(screen.getByRole('link', { name: 'site' })).not.toHaveAttribute('data-app-link');
  });

  it('given a protocol-relative link should treat it as another site', () => {
    render(<MarkdownView markdown="[elsewhere](//evil.example/x)" internalLink={() => <b>app</b>} />);
    expect(screen.queryByText('app')).toBeNull();
  });

  it.each([
    { status: 'loading' as const, role: 'status', text: 'Loading content…' },
    { status: 'error' as const, role: 'alert', text: 'Error loading content' },
  ])('should show the $status state', ({ status, role, text }) => {
    render(<MarkdownView status={status} markdown="# ignored" />);
    expect(screen.getByRole(role)).toHaveTextContent(text);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  describe('given the XSS corpus', () => {
    it('should hold at least 20 payloads', () => {
      expect(xssCorpus.length).toBeGreaterThanOrEqual(20);
    });

    it.each(xssCorpus.map((payload, index) => ({ index: index + 1, payload })))(
      'payload $index should leave no script, handler or dangerous URL',
      ({ payload }) => {
        const { container } = render(<MarkdownView markdown={payload} />);
        expect(container.querySelectorAll(dangerousTags)).toHaveLength(0);
        for (const element of container.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            expect(attribute.name.startsWith('on'), `${attribute.name} on <${element.tagName}>`).toBe(false);
            expect(attribute.name).not.toBe('style');
            if (['href', 'src', 'action', 'srcdoc', 'data'].includes(attribute.name)) {
              expect(attribute.value).toMatch(/^(https?:|mailto:|#|\/(?!\/)|x$|$)/i);
            }
          }
        }
      },
    );
  });
});
