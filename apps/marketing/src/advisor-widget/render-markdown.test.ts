import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

const html = (markdown: string) => {
  const box = document.createElement('div');
  box.append(renderMarkdown(markdown, document, 'https://www.example.com/faq'));
  return box;
};

describe('renderMarkdown', () => {
  it('should show paragraphs, bold text, lists and links', () => {
    const box = html('**What are credits?**\n\nCredits pay for runs.\n\n- one\n- two\n\nRead more: [FAQ](/faq)');
    expect(box.querySelector('p strong')?.textContent).toBe('What are credits?');
    expect([...box.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['one', 'two']);
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.example.com/faq');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    { name: 'a script', markdown: 'Hi <script>window.hacked = 1</script>', gone: 'script' },
    { name: 'an image that runs code', markdown: '<img src=x onerror="window.hacked = 1">', gone: 'img' },
    { name: 'an inline handler', markdown: '<p onclick="window.hacked = 1">Click</p>', gone: '[onclick]' },
    { name: 'an iframe', markdown: '<iframe src="https://evil.example"></iframe>', gone: 'iframe' },
  ])('given $name, should keep only its text', ({ markdown, gone }) => {
    expect(html(markdown).querySelector(gone)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'vbscript:x'])(
    'given a %s link, should drop its address',
    (href) => {
      const link = html(`[click](${href})`).querySelector('a');
      expect(link?.hasAttribute('href')).toBe(false);
      expect(link?.textContent).toBe('click');
    },
  );
});
