import { describe, expect, it } from 'vitest';
import { type FillTemplateOptions, fillTemplate } from './fill-template.ts';

// index.html as written: its one module script is the development server's entry.
const template = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Old</title>',
  '<meta\n  name="description"\n  content="Old description"\n/>',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head>',
  '<body><div id="root"><!--app-html--></div>',
  '<script type="module" src="/src/entry-dev.tsx"></script>',
  '</body>',
  '</html>',
].join('\n');

const base: FillTemplateOptions = {
  template,
  markup: '<main></main>',
  htmlClassName: 'dark_a1',
  css: '.a{color:red}',
  scripts: { entry: '/assets/pricing-1.js', imports: ['/assets/site-2.js', '/assets/frame-3.js'] },
};

describe('fillTemplate', () => {
  describe('given the template', () => {
    it('should put the markup into #root and the theme class on <html>', () => {
      const html = fillTemplate({ ...base, markup: '<main><h1>Taskwell</h1></main>' });

      expect(html).toContain('<html lang="en" class="dark_a1">');
      expect(html).toContain('<div id="root"><main><h1>Taskwell</h1></main></div>');
      expect(html).not.toContain('<!--app-html-->');
    });

    it('should run the head script in <head>, before anything paints', () => {
      const html = fillTemplate({ ...base, headScript: 'boot()' });

      expect(html).toContain('<script>boot()</script></head>');
      expect(html.indexOf('<script>boot()</script>')).toBeLessThan(html.indexOf('<body>'));
    });

    it('should refuse a head script that could close its tag', () => {
      expect(() => fillTemplate({ ...base, headScript: '"</script><b>"' })).toThrow(/must not contain/);
    });

    it("should set the page's title, description, canonical address and Open Graph tags, escaped", () => {
      const html = fillTemplate({
        ...base,
        meta: {
          title: 'Pricing & plans',
          description: 'Five "plans"',
          canonicalUrl: 'https://taskwell.example/pricing',
        },
      });

      expect(html).toContain('<title>Pricing &amp; plans</title>');
      expect(html).toContain('<meta name="description" content="Five &quot;plans&quot;">');
      expect(html).not.toContain('Old description');
      expect(html).toContain('<link rel="canonical" href="https://taskwell.example/pricing">');
      expect(html).toContain('<meta property="og:type" content="website">');
      expect(html).toContain('<meta property="og:title" content="Pricing &amp; plans">');
      expect(html).toContain('<meta property="og:url" content="https://taskwell.example/pricing">');
      expect(html).not.toContain('og:image');
    });

    it("given an article's picture, should name it for link previews with its size and text", () => {
      const html = fillTemplate({
        ...base,
        meta: {
          title: 'Voice-overs arrive',
          description: 'A script read aloud.',
          canonicalUrl: 'https://taskwell.example/news/123',
          type: 'article',
          image: {
            url: 'https://taskwell.example/images/news/123.png',
            width: 1280,
            height: 720,
            alt: 'A "script" turning into sound waves',
          },
        },
      });

      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toContain('<meta property="og:image" content="https://taskwell.example/images/news/123.png">');
      expect(html).toContain('<meta property="og:image:width" content="1280">');
      expect(html).toContain('<meta property="og:image:height" content="720">');
      expect(html).toContain('<meta property="og:image:alt" content="A &quot;script&quot; turning into sound waves">');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    });

    it('should put the CSS inline at the end of <head>', () => {
      const html = fillTemplate(base);

      expect(html).toContain('<style>.a{color:red}</style>');
      expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
      expect(html).not.toContain('<link rel="stylesheet"');
    });

    it('should refuse CSS that could close its tag', () => {
      expect(() => fillTemplate({ ...base, css: '.a{content:"</style>"}' })).toThrow(/must not contain/);
    });

    it('should refuse to write a page without CSS, the sign of a build without vanilla-extract', () => {
      expect(() => fillTemplate({ ...base, css: ' ' })).toThrow(/no CSS/);
    });

    it("should load the page's entry in place of the development entry, and preload what it imports, after what the first paint needs", () => {
      const html = fillTemplate(base);

      expect(html).not.toContain('/src/entry-dev.tsx');
      expect(html).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/pricing-1.js"></script>\n</body>',
      );
      expect(html).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/site-2.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/frame-3.js"></head>',
      );
    });

    it('should keep "$" sequences of the markup as they are', () => {
      const html = fillTemplate({ ...base, markup: '<p>$& and $1</p>' });

      expect(html).toContain('<div id="root"><p>$& and $1</p></div>');
    });
  });

  describe.each([
    { problem: 'no placeholder', broken: template.replace('<!--app-html-->', ''), want: /exactly one <!--app-html-->/ },
    {
      problem: 'two placeholders',
      broken: template.replace('<!--app-html-->', '<!--app-html--><!--app-html-->'),
      want: /exactly one <!--app-html-->/,
    },
    { problem: 'no <html lang="en">', broken: template.replace(' lang="en"', ''), want: /exactly one <html/ },
    { problem: 'no module script', broken: template.replace(/<script[^>]+><\/script>/, ''), want: /one module script/ },
    {
      problem: 'two module scripts',
      broken: template.replace('</body>', '<script type="module" src="/other.ts"></script></body>'),
      want: /one module script/,
    },
  ])('given a template with $problem', ({ broken, want }) => {
    it('should refuse it', () => {
      expect(() => fillTemplate({ ...base, template: broken })).toThrow(want);
    });
  });

  describe('given a class name that would break out of the attribute', () => {
    it('should refuse it', () => {
      expect(() => fillTemplate({ ...base, htmlClassName: '"><script>' })).toThrow(/not a class list/);
    });
  });
});
