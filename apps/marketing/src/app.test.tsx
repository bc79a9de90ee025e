import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { studioUrl } from './site-config.ts';
import { routeFor } from './site-routes.ts';

// Written with `path`: Vite would turn `new URL('…', import.meta.url)` into an asset import.
const publicFolder = join(dirname(fileURLToPath(import.meta.url)), '../public');

async function renderPage(path: string) {
  const Page = await routeFor(path).load();
  return render(<App path={path} Page={Page} />);
}

describe('the site', () => {
  describe('given any page', () => {
    it('should lead Sign Up and Login to the studio sign-in', async () => {
      await renderPage('/pricing');
      const header = within(screen.getByRole('banner'));
      expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `${studioUrl}/?auth=signup`);
      expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `${studioUrl}/?auth=login`);
    });

    it('should link only to the pages that are built, marking the current one', async () => {
      await renderPage('/pricing');
      const navigation = screen.getByRole('navigation', { name: 'Site', hidden: true });
      const links = within(navigation).getAllByRole('link', { hidden: true });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/home',
        '/our-team',
        '/feature-and-benefits',
        '/intelligence-consulting',
        '/pricing',
        '/faq',
        '/news',
        '/contact-us',
        '/privacy-policy',
        '/demos',
      ]);
      expect(within(navigation).getByRole('link', { name: 'Pricing', hidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('should close with the copyright footer', async () => {
      await renderPage('/');
      expect(screen.getByRole('contentinfo')).toHaveTextContent(/^© 2023–\d{4} Taskwell$/);
    });
  });

  describe('given the home page', () => {
    it.each(['/', '/home', '/home/'])('at %s, should title it "Taskwell" and say what it is for', async (path) => {
      await renderPage(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Taskwell$/);
      expect(within(screen.getByRole('main')).getByText(/without writing a line of code/)).toBeInTheDocument();
    });

    it('should show the image, the body with its bold lines, four feature cards and Sign Up (spec §2)', async () => {
      await renderPage('/');
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/form/));
      expect(main.getByText(/without writing a line of code/).tagName).toBe('STRONG');
      expect(main.getByText('Checked, priced up front, yours to keep.').tagName).toBe('STRONG');
      expect(main.getByText(/copy, download and rate every result/).tagName).toBe('P');
      expect(within(main.getByRole('list', { name: 'Features' })).getAllByRole('article')).toHaveLength(4);
      expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `${studioUrl}/?auth=signup`);
    });

    it('should put the content and both links into the server HTML', async () => {
      const Page = await routeFor('/').load();
      const html = renderToString(<App path="/" Page={Page} />);
      expect(html).toContain('>Taskwell</h1>');
      expect(html).toContain(`href="${studioUrl}/?auth=signup"`);
      expect(html).toMatch(/© 2023–\d{4} Taskwell/);
    });
  });

  // Issue 39: the site said nothing of what the product had become.
  describe.each(['/', '/feature-and-benefits'])('given %s', (path) => {
    it.each([/Creator Studio/, /AI Store/, /Well of Knowledge/, /organization/i])(
      'should say what the product does today: %s',
      async (words) => {
        await renderPage(path);
        expect(within(screen.getByRole('main')).getAllByText(words).length).toBeGreaterThan(0);
      },
    );
  });

  describe('given the card pages', () => {
    it.each([
      { path: '/feature-and-benefits', list: 'Features', cards: 10 },
      { path: '/intelligence-consulting', list: 'Consulting offers', cards: 5 },
    ])('$path should show $cards named cards with their value points', async ({ path, list, cards }) => {
      await renderPage(path);
      const articles = within(screen.getByRole('list', { name: list })).getAllByRole('article');
      expect(articles).toHaveLength(cards);
      for (const article of articles) {
        expect(article).toHaveAccessibleName(within(article).getByRole('heading', { level: 2 }).textContent ?? '');
        expect(within(article).getAllByRole('listitem').length).toBeGreaterThan(0);
        // spec §3: each card has an icon; decorative, the heading names the card.
        expect(article.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
      }
    });

    it("should set a feature's lead in bold", async () => {
      await renderPage('/feature-and-benefits');
      expect(screen.getByText('No prompts').tagName).toBe('STRONG');
    });
  });

  describe('given the FAQ', () => {
    it('should give each question its icon, hidden from assistive technology, inside the question heading (spec §3)', async () => {
      await renderPage('/faq');
      const questions = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('summary'));
      expect(questions).toHaveLength(12);
      for (const question of questions) {
        expect(question.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
        expect(question).toHaveAccessibleName(question.textContent ?? '');
        expect(question.textContent).toMatch(/\?$/);
      }
    });
  });

  describe('given the team', () => {
    it('should show six members, each with a photo, a title and an intro', async () => {
      await renderPage('/our-team');
      const members = within(screen.getByRole('list', { name: 'Team' })).getAllByRole('article');
      expect(members).toHaveLength(6);
      const photos = new Set<string>();
      for (const member of members) {
        const name = within(member).getByRole('heading', { level: 2 }).textContent ?? '';
        const photo = within(member).getByRole('img');
        const src = photo.getAttribute('src') ?? '';
        expect(src).toMatch(/^\/images\/team\/[a-z-]+\.svg$/);
        // A drawing of each person (no initials, no blank), in public/, described for those who cannot see it.
        expect(existsSync(join(publicFolder, src)), src).toBe(true);
        expect(photo).toHaveAccessibleName(new RegExp(`^Portrait drawing of ${name.split(' ')[0]}: `));
        photos.add(src);
        expect(within(member).getAllByRole('paragraph').length).toBeGreaterThanOrEqual(2);
      }
      expect(photos.size).toBe(6);
    });
  });

  describe('given the news', () => {
    it('should find articles by title, author or category words, and filter by category', async () => {
      const user = (await import('@testing-library/user-event')).default.setup();
      await renderPage('/news');
      const titles = () =>
        within(screen.getByRole('list', { name: 'Articles' }))
          .queryAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent);
      expect(titles()).toHaveLength(7);
      await user.type(
        screen.getByRole('searchbox', { name: 'Search articles by name, author, or category' }),
        'priya prod',
      );
      expect(titles()).toEqual([
        'Voice-overs arrive in Taskwell',
        'Every text result is now checked for biased wording',
      ]);
      await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
      await user.click(screen.getByRole('button', { name: 'Company' }));
      expect(titles()).toEqual(['Taskwell opens its consulting practice', 'Meet the people behind Taskwell']);
    });

    it('should show an article with its key points and the other articles', async () => {
      await renderPage('/news/125');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Every text result is now checked for biased wording',
      );
      expect(screen.getByText('Findings:').tagName).toBe('STRONG');
      const others = within(screen.getByRole('complementary', { name: 'More news' })).getAllByRole('link');
      expect(others).toHaveLength(7);
    });
  });

  describe('given the demos', () => {
    it('should search and filter the demos like the news', async () => {
      const user = (await import('@testing-library/user-event')).default.setup();
      await renderPage('/demos');
      const titles = () =>
        within(screen.getByRole('list', { name: 'Demos' }))
          .queryAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent);
      expect(titles()).toHaveLength(6);
      await user.click(screen.getByRole('button', { name: 'Content Creation' }));
      expect(titles()).toEqual(['Describing an image and its colours', 'A summary read aloud']);
      await user.type(screen.getByRole('searchbox', { name: 'Search articles by name, author, or category' }), 'priya');
      expect(titles()).toEqual(['A summary read aloud']);
      expect(screen.getByText('1 demo')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
      expect(titles()).toHaveLength(6);
    });

    it("should show each abstract's lead and keep the rest behind more, with the reel not loaded before play", async () => {
      await renderPage('/demos');
      const card = screen.getByRole('article', { name: 'Summarising a text in one run' });
      expect(within(card).getByText('Paste a text, choose a length, press run.')).toBeInTheDocument();
      expect(
        within(card)
          .getByText(/each step of the run as it happens/)
          .closest('details')?.open,
      ).toBe(false);
      const video = card.querySelector('video');
      expect(video).toHaveAttribute('aria-label', 'Demo reel: Summarising a text in one run');
      expect(video).toHaveAttribute('preload', 'none');
      expect(card.querySelector('source')).toHaveAttribute('src', '/reels/text-task.webm');
      expect(card.querySelector('track[kind="captions"]')).toHaveAttribute('src', '/reels/text-task.vtt');
      expect(document.querySelector('iframe')).toBeNull();
    });

    it('should show a demo with its whole abstract and the other demos', async () => {
      await renderPage('/demos/204');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rating a result');
      expect(screen.getByText(/marks the card as good and sends a comment/)).toBeInTheDocument();
      expect(document.querySelector('video source')).toHaveAttribute('src', '/reels/feedback.webm');
      const others = within(screen.getByRole('complementary', { name: 'More demos' })).getAllByRole('link');
      expect(others.map((link) => link.getAttribute('href'))).toEqual([
        '/demos/201',
        '/demos/202',
        '/demos/203',
        '/demos/205',
        '/demos/206',
        '/demos',
      ]);
    });
  });

  describe('given an address the site does not have', () => {
    it('should show the not-found page', async () => {
      await renderPage('/how-it-works');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    });
  });
});
