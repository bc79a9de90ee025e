import type { ComponentType } from 'react';
import { demoIds } from './pages/demos/demo-ids.ts';
import { newsArticleIds } from './pages/news/news-ids.ts';

/** A page's content; the site frame around it is the same for all. */
export type PageComponent = ComponentType<{ studioUrl: string }>;

/**
 * What the browser needs to know about an address: which chunk renders it. Titles and
 * descriptions live in `site-pages.ts`, which only the prerender reads, so they never ship.
 */
export interface SiteRoute {
  /** The address; `/home` and `/` are the same page (spec §2). */
  path: string;
  /** The page's own address for search engines. */
  canonical: string;
  /** Loads the page's code: each page is its own chunk, so a page ships only what it uses. */
  load: () => Promise<PageComponent>;
  /** The module `load` imports, as the build manifest names it (its CSS goes into the page's HTML). */
  source: string;
  /** Set on addresses that only send the visitor elsewhere (an unknown article goes to its list). */
  redirectTo?: string;
}

function route(path: string, source: string, load: () => Promise<PageComponent>): SiteRoute {
  return { path, canonical: path, source, load };
}

const loadHome = () => import('./pages/home/index.ts').then((module) => module.HomePage);
const loadNewsList = () => import('./pages/news/index.ts').then((module) => module.NewsListPage);
const loadDemoList = () => import('./pages/demos/index.ts').then((module) => module.DemoListPage);

/** Every page the build writes. */
export const siteRoutes: readonly SiteRoute[] = [
  route('/', 'src/pages/home/index.ts', loadHome),
  { ...route('/home', 'src/pages/home/index.ts', loadHome), canonical: '/' },
  route('/our-team', 'src/pages/team/index.ts', () =>
    import('./pages/team/index.ts').then((module) => module.TeamPage),
  ),
  route('/feature-and-benefits', 'src/pages/features/index.ts', () =>
    import('./pages/features/index.ts').then((module) => module.FeaturesPage),
  ),
  route('/intelligence-consulting', 'src/pages/consulting/index.ts', () =>
    import('./pages/consulting/index.ts').then((module) => module.ConsultingPage),
  ),
  route('/pricing', 'src/pages/pricing/index.ts', () =>
    import('./pages/pricing/index.ts').then((module) => module.PricingPage),
  ),
  route('/faq', 'src/pages/faq/index.ts', () => import('./pages/faq/index.ts').then((module) => module.FaqPage)),
  route('/contact-us', 'src/pages/contact-us/index.ts', () =>
    import('./pages/contact-us/index.ts').then((module) => module.ContactUsPage),
  ),
  route('/privacy-policy', 'src/pages/privacy-policy/index.ts', () =>
    import('./pages/privacy-policy/index.ts').then((module) => module.PrivacyPolicyPage),
  ),
  route('/news', 'src/pages/news/index.ts', loadNewsList),
  ...newsArticleIds.map((id) =>
    route(`/news/${id}`, 'src/pages/news/index.ts', () =>
      import('./pages/news/index.ts').then((module) => module.newsArticlePageById(id)),
    ),
  ),
  route('/demos', 'src/pages/demos/index.ts', loadDemoList),
  ...demoIds.map((id) =>
    route(`/demos/${id}`, 'src/pages/demos/index.ts', () =>
      import('./pages/demos/index.ts').then((module) => module.demoPageById(id)),
    ),
  ),
];

export const notFoundRoute: SiteRoute = route('/404', 'src/pages/not-found/index.ts', () =>
  import('./pages/not-found/index.ts').then((module) => module.NotFoundPage),
);

/** spec §2: an unknown news or demo id goes to its list. */
const listsOfItems = [
  { prefix: '/news/', list: '/news', source: 'src/pages/news/index.ts', load: loadNewsList },
  { prefix: '/demos/', list: '/demos', source: 'src/pages/demos/index.ts', load: loadDemoList },
];

/** The route of an address; unknown addresses get the not-found page. */
export function routeFor(path: string): SiteRoute {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const found = siteRoutes.find((entry) => entry.path === bare);
  if (found) return found;
  const list = listsOfItems.find((entry) => bare.startsWith(entry.prefix));
  if (list) return { ...route(list.list, list.source, list.load), redirectTo: list.list };
  return notFoundRoute;
}

/** The addresses the navigation may link to. */
export const builtPaths: readonly string[] = siteRoutes.map((entry) => entry.path);
