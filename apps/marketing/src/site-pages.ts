import { demos } from './pages/demos/demos-content.ts';
import { newsArticles } from './pages/news/news-content.ts';
import { notFoundRoute, type SiteRoute, siteRoutes } from './site-routes.ts';

/** How a page presents itself to search engines and link previews (read by the prerender only). */
export interface PageMeta {
  /** The `<title>` and `og:title`. */
  title: string;
  /** The meta description and `og:description`. */
  description: string;
  /** `og:type`: `article` for a news article, `website` otherwise. */
  type?: 'website' | 'article';
  /** The picture of the page's link previews: the SVG in `public/` that the page shows, and what it shows. */
  image?: { src: string; alt: string };
}

export interface SitePage extends SiteRoute, PageMeta {}

const homeMeta: PageMeta = {
  title: 'Taskwell: AI tasks for business, no code needed',
  description:
    'Taskwell gives business people ready-made AI tasks: fill in a short form, get text, images and audio you can use right away. No code, clear prices in credits.',
};

const metaByPath: Readonly<Record<string, PageMeta>> = {
  '/': homeMeta,
  '/home': homeMeta,
  '/our-team': {
    title: 'Our team · Taskwell',
    description: 'The people who build Taskwell and what they did before.',
  },
  '/feature-and-benefits': {
    title: 'Features and benefits · Taskwell',
    description: 'Ready-made AI tasks, clear prices in credits, checked output, and data that stays yours.',
  },
  '/intelligence-consulting': {
    title: 'Intelligence consulting · Taskwell',
    description: 'Readiness reviews, custom tasks, private AI, automation and training for your team.',
  },
  '/pricing': {
    title: 'Pricing · Taskwell',
    description:
      'Five plans from Free to Enterprise, monthly or yearly: see what each plan unlocks and what it costs per user.',
  },
  '/faq': {
    title: 'Frequently asked questions · Taskwell',
    description: 'Short answers about Taskwell tasks, credits, plans and your data.',
  },
  '/contact-us': {
    title: 'Contact us · Taskwell',
    description: 'Write to the Taskwell team: we reply within 24 hours on working days.',
  },
  '/privacy-policy': {
    title: 'Privacy policy · Taskwell',
    description: 'What personal data Taskwell holds, why, for how long, and your rights.',
  },
  '/news': { title: 'News · Taskwell', description: 'New tasks, guides and company news from Taskwell.' },
  ...Object.fromEntries(
    newsArticles.map((article): [string, PageMeta] => [
      `/news/${article.assetId}`,
      { title: `${article.title} · Taskwell`, description: article.abstract, type: 'article', image: article.image },
    ]),
  ),
  '/demos': {
    title: 'Demo reels · Taskwell',
    description: 'Short videos of Taskwell tasks at work, from the form to the result.',
  },
  ...Object.fromEntries(
    demos.map((demo) => [`/demos/${demo.assetId}`, { title: `${demo.title} · Taskwell`, description: demo.abstract }]),
  ),
  '/404': { title: 'Page not found · Taskwell', description: 'There is no page at this address.' },
};

function withMeta(route: SiteRoute): SitePage {
  const meta = metaByPath[route.path];
  if (!meta) throw new Error(`no title and description for ${route.path}`);
  return { ...route, ...meta };
}

/** Every page the build writes, with its title and description. */
export const sitePages: readonly SitePage[] = siteRoutes.map(withMeta);

export const notFoundPage: SitePage = withMeta(notFoundRoute);
