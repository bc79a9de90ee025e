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

/**
 * Runs the code loader of a filled page against a document of its own: the test fires the page's
 * events and moves its clock, and reads what the loader asked the browser to fetch.
 */
function loaderOf(html: string) {
  const source = /<script>(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!source) throw new Error('the page has no code loader');
  // Elements are only recorded: nothing is fetched.
  const appended: Record<string, string>[] = [];
  const listeners: { type: string; listener: () => void; once: boolean }[] = [];
  const listen = (type: string, listener: () => void, options?: { once?: boolean }) => {
    listeners.push({ type, listener, once: options?.once === true });
  };
  let hydrated = false;
  const doc = {
    addEventListener: listen,
    documentElement: { getAttribute: (name: string) => (name === 'data-hydrated' && hydrated ? '' : null) },
    createElement: (tag: string): Record<string, string> => ({ tag }),
    head: { append: (element: Record<string, string>) => appended.push(element) },
  };
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  new Function('addEventListener', 'document', 'setTimeout', source)(listen, doc, (run: () => void, ms: number) =>
    timers.push({ at: now + ms, run }),
  );
  return {
    fire(type: string) {
      for (const entry of listeners.filter((candidate) => candidate.type === type)) {
        if (entry.once) listeners.splice(listeners.indexOf(entry), 1);
        entry.listener();
      }
    },
    /** Sends a form: whether the browser's own send went ahead. */
    submit() {
      let prevented = false;
      const event = { preventDefault: () => (prevented = true) };
      for (const entry of listeners.filter((candidate) => candidate.type === 'submit')) {
        (entry.listener as (event: unknown) => void)(event);
      }
      return !prevented;
    },
    hydrate() {
      hydrated = true;
    },
    passTime(ms: number) {
      now += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    fetched: () =>
      appended.map((element) =>
        element.tag === 'script' ? `${element.type} ${element.src}` : `${element.rel} ${element.href}`,
      ),
  };
}

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

    it("should load the page's code only once the page has loaded, with what it imports preloaded", () => {
      const html = fillTemplate(base);
      const page = loaderOf(html);

      expect(html).not.toContain('/src/entry-dev.tsx');
      expect(html).not.toContain('<script type="module"');
      expect(page.fetched()).toEqual([]);
      page.fire('DOMContentLoaded');
      expect(page.fetched()).toEqual([]);

      page.fire('load');
      expect(page.fetched()).toEqual([
        'modulepreload /assets/site-2.js',
        'modulepreload /assets/frame-3.js',
        'module /assets/pricing-1.js',
      ]);
      // Once only, whatever comes after.
      page.fire('load');
      page.passTime(3000);
      expect(page.fetched()).toHaveLength(3);
    });

    it("should hold back a form's send until the code has taken the page over, and leave it alone after", () => {
      const page = loaderOf(fillTemplate(base));

      expect(page.submit()).toBe(false);
      page.fire('load');
      expect(page.submit()).toBe(false);
      page.hydrate();
      expect(page.submit()).toBe(true);
    });

    it("should load the page's code 3 s after the HTML was read when a picture holds the load back", () => {
      const page = loaderOf(fillTemplate(base));

      page.fire('DOMContentLoaded');
      page.passTime(2999);
      expect(page.fetched()).toEqual([]);
      page.passTime(1);
      expect(page.fetched().at(-1)).toBe('module /assets/pricing-1.js');
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
