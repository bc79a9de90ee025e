import type { ComponentType } from 'react';
import { demoIds } from './pages/demos/demo-ids.ts';
import { newsArticleIds } from './pages/news/news-ids.ts';
import { barePath, listOfItem } from './site-paths.ts';

/** A page's content; the site frame around it is the same for all. */
export type PageComponent = ComponentType<{ studioUrl: string }>;

/**
 * An address the build writes a page for. The prerender, the build and the development server read
 * this table; a built page in the browser does not: its HTML names its own entry.
 */
export interface SiteRoute {
  /** The address; `/home` and `/` are the same page (spec §2). */
  path: string;
  /** The page's own address for search engines. */
  canonical: string;
  /** Loads the page's component, for the prerender (and the tests). */
  load: () => Promise<PageComponent>;
  /**
   * The page's entry in the browser (`src/pages/<page>/entry-client.ts`), which hydrates it: a
   * build input of its own, so each page loads its code and the shared chunks, nothing else.
   */
  entry: string;
  /** Set on addresses that only send the visitor elsewhere (an unknown article goes to its list). */
  redirectTo?: string;
}

function route(path: string, folder: string, load: () => Promise<PageComponent>): SiteRoute {
  return { path, canonical: path, load, entry: `src/pages/${folder}/entry-client.ts` };
}

const loadHome = () => import('./pages/home/index.ts').then((module) => module.HomePage);
const loadNewsList = () => import('./pages/news/index.ts').then((module) => module.NewsListPage);
const loadDemoList = () => import('./pages/demos/index.ts').then((module) => module.DemoListPage);

/** Every page the build writes. */
export const siteRoutes: readonly SiteRoute[] = [
  route('/', 'home', loadHome),
  { ...route('/home', 'home', loadHome), canonical: '/' },
  route('/our-team', 'team', () => import('./pages/team/index.ts').then((module) => module.TeamPage)),
  route('/feature-and-benefits', 'features', () =>
    import('./pages/features/index.ts').then((module) => module.FeaturesPage),
  ),
  route('/intelligence-consulting', 'consulting', () =>
    import('./pages/consulting/index.ts').then((module) => module.ConsultingPage),
  ),
  route('/pricing', 'pricing', () => import('./pages/pricing/index.ts').then((module) => module.PricingPage)),
  route('/faq', 'faq', () => import('./pages/faq/index.ts').then((module) => module.FaqPage)),
  route('/contact-us', 'contact-us', () =>
    import('./pages/contact-us/index.ts').then((module) => module.ContactUsPage),
  ),
  route('/privacy-policy', 'privacy-policy', () =>
    import('./pages/privacy-policy/index.ts').then((module) => module.PrivacyPolicyPage),
  ),
  route('/news', 'news', loadNewsList),
  ...newsArticleIds.map((id) =>
    route(`/news/${id}`, 'news', () =>
      import('./pages/news/index.ts').then((module) => module.newsArticlePageById(id)),
    ),
  ),
  route('/demos', 'demos', loadDemoList),
  ...demoIds.map((id) =>
    route(`/demos/${id}`, 'demos', () => import('./pages/demos/index.ts').then((module) => module.demoPageById(id))),
  ),
];

export const notFoundRoute: SiteRoute = route('/404', 'not-found', () =>
  import('./pages/not-found/index.ts').then((module) => module.NotFoundPage),
);

/** The route of an address; an unknown item id goes to its list (spec §2), other unknown addresses get the not-found page. */
export function routeFor(path: string): SiteRoute {
  const bare = barePath(path);
  const found = siteRoutes.find((entry) => entry.path === bare);
  if (found) return found;
  const list = listOfItem(bare);
  const listRoute = siteRoutes.find((entry) => entry.path === list);
  if (listRoute) return { ...listRoute, redirectTo: listRoute.path };
  return notFoundRoute;
}
