import { describe, expect, it } from 'vitest';
import { fillTemplate, stylesheetHrefs } from './fill-template.ts';

const template = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Old</title>',
  '<meta\n  name="description"\n  content="Old description"\n/>',
  '<link rel="stylesheet" crossorigin href="/assets/index-a1b2.css"></head>',
  '<body><div id="root"><!--app-html--></div></body>',
  '</html>',
].join('\n');

describe('stylesheetHrefs', () => {
  it('should list the stylesheets the template links, in order', () => {
    expect(
      stylesheetHrefs(
        template.replace(
          '</head>',
          '<link rel="stylesheet" href="/assets/extra.css"><link rel="icon" href="/a.svg"></head>',
        ),
      ),
    ).toEqual(['/assets/index-a1b2.css', '/assets/extra.css']);
  });
});

describe('fillTemplate', () => {
  describe('given a built template', () => {
    it('should put the markup into #root and the theme class on <html>', () => {
      const html = fillTemplate({ template, markup: '<main><h1>Taskwell</h1></main>', htmlClassName: 'dark_a1' });

      expect(html).toContain('<html lang="en" class="dark_a1">');
      expect(html).toContain('<div id="root"><main><h1>Taskwell</h1></main></div>');
      expect(html).not.toContain('<!--app-html-->');
    });

    it('should run the head script in <head>, before anything paints', () => {
      const html = fillTemplate({ template, markup: '<main></main>', htmlClassName: 'dark_a1', headScript: 'boot()' });

      expect(html).toContain('<script>boot()</script></head>');
      expect(html.indexOf('<script>boot()</script>')).toBeLessThan(html.indexOf('<body>'));
    });

    it('should refuse a head script that could close its tag', () => {
      expect(() =>
        fillTemplate({ template, markup: '<main></main>', htmlClassName: 'dark_a1', headScript: '"</script><b>"' }),
      ).toThrow(/must not contain/);
    });

    it("should set the page's title, description, canonical address and Open Graph tags, escaped", () => {
      const html = fillTemplate({
        template,
        markup: '<main></main>',
        htmlClassName: 'dark_a1',
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
      expect(html).toContain('<meta property="og:title" content="Pricing &amp; plans">');
      expect(html).toContain('<meta property="og:url" content="https://taskwell.example/pricing">');
    });

    it("should put the page's CSS inline in place of the template's stylesheet links", () => {
      const html = fillTemplate({
        template,
        markup: '<main></main>',
        htmlClassName: 'dark_a1',
        css: '.a{color:red}',
      });

      expect(html).toContain('<style>.a{color:red}</style></head>');
      expect(html).not.toContain('<link rel="stylesheet"');
    });

    it('should keep the stylesheet links when given no CSS to inline', () => {
      const html = fillTemplate({ template, markup: '<main></main>', htmlClassName: 'dark_a1' });

      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a1b2.css">');
      expect(html).not.toContain('<style>');
    });

    it('should refuse CSS that could close its tag', () => {
      expect(() =>
        fillTemplate({ template, markup: '<main></main>', htmlClassName: 'dark_a1', css: '.a{content:"</style>"}' }),
      ).toThrow(/must not contain/);
    });

    it("should preload the page chunk's modules and fetch all code after what the first paint needs", () => {
      const html = fillTemplate({
        template: template.replace(
          '</head>',
          '<script type="module" crossorigin src="/assets/index-c3.js"></script></head>',
        ),
        markup: '<main></main>',
        htmlClassName: 'dark_a1',
        assets: { modules: ['/assets/pricing-1.js'] },
      });

      expect(html).toContain('<script fetchpriority="low" type="module" crossorigin src="/assets/index-c3.js">');
      expect(html).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/pricing-1.js"></head>',
      );
    });

    it('should keep "$" sequences of the markup as they are', () => {
      const html = fillTemplate({ template, markup: '<p>$& and $1</p>', htmlClassName: 'dark_a1' });

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
    {
      problem: 'no stylesheet link',
      broken: template.replace(/<link[^>]+>/, ''),
      want: /links no stylesheet/,
    },
  ])('given a template with $problem', ({ broken, want }) => {
    it('should refuse it', () => {
      expect(() => fillTemplate({ template: broken, markup: '<main></main>', htmlClassName: 'dark_a1' })).toThrow(want);
    });
  });

  describe('given a class name that would break out of the attribute', () => {
    it('should refuse it', () => {
      expect(() => fillTemplate({ template, markup: '<main></main>', htmlClassName: '"><script>' })).toThrow(
        /not a class list/,
      );
    });
  });
});
