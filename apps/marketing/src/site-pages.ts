import type { ComponentType } from 'react';
import { newsArticles } from './pages/news/news-content.ts';

/** A page's content; the site frame around it is the same for all. */
export type PageComponent = ComponentType<{ studioUrl: string }>;

export interface SitePage {
  /** The address; `/home` and `/` are the same page (spec §2). */
  path: string;
  /** The page's own address for search engines. */
  canonical: string;
  title: string;
  description: string;
  /** Loads the page's code: each page is its own chunk, so a page ships only what it uses. */
  load: () => Promise<PageComponent>;
  /** The module `load` imports, as the build manifest names it (its CSS goes into the page's HTML). */
  source: string;
  /** Set on addresses that only send the visitor elsewhere (an unknown article goes to its list). */
  redirectTo?: string;
}

const home: Omit<SitePage, 'path'> = {
  canonical: '/',
  title: 'Taskwell: AI tasks for business, no code needed',
  description:
    'Taskwell gives business people ready-made AI tasks: fill in a short form, get text, images and audio you can use right away. No code, clear prices in credits.',
  load: () => import('./pages/home/index.ts').then((module) => module.HomePage),
  source: 'src/pages/home/index.ts',
};

/** Every page the build writes. */
export const sitePages: readonly SitePage[] = [
  { path: '/', ...home },
  { path: '/home', ...home },
  {
    path: '/our-team',
    canonical: '/our-team',
    title: 'Our team · Taskwell',
    description: 'The people who build Taskwell and what they did before.',
    load: () => import('./pages/team/index.ts').then((module) => module.TeamPage),
    source: 'src/pages/team/index.ts',
  },
  {
    path: '/feature-and-benefits',
    canonical: '/feature-and-benefits',
    title: 'Features and benefits · Taskwell',
    description: 'Ready-made AI tasks, clear prices in credits, checked output, and data that stays yours.',
    load: () => import('./pages/features/index.ts').then((module) => module.FeaturesPage),
    source: 'src/pages/features/index.ts',
  },
  {
    path: '/intelligence-consulting',
    canonical: '/intelligence-consulting',
    title: 'Intelligence consulting · Taskwell',
    description: 'Readiness reviews, custom tasks, private AI, automation and training for your team.',
    load: () => import('./pages/consulting/index.ts').then((module) => module.ConsultingPage),
    source: 'src/pages/consulting/index.ts',
  },
  {
    path: '/pricing',
    canonical: '/pricing',
    title: 'Pricing · Taskwell',
    description:
      'Five plans from Free to Enterprise, monthly or yearly: see what each plan unlocks and what it costs per user.',
    load: () => import('./pages/pricing/index.ts').then((module) => module.PricingPage),
    source: 'src/pages/pricing/index.ts',
  },
  {
    path: '/faq',
    canonical: '/faq',
    title: 'Frequently asked questions · Taskwell',
    description: 'Short answers about Taskwell tasks, credits, plans and your data.',
    load: () => import('./pages/faq/index.ts').then((module) => module.FaqPage),
    source: 'src/pages/faq/index.ts',
  },
  {
    path: '/contact-us',
    canonical: '/contact-us',
    title: 'Contact us · Taskwell',
    description: 'Write to the Taskwell team: we reply within 24 hours on working days.',
    load: () => import('./pages/contact-us/index.ts').then((module) => module.ContactUsPage),
    source: 'src/pages/contact-us/index.ts',
  },
  {
    path: '/privacy-policy',
    canonical: '/privacy-policy',
    title: 'Privacy policy · Taskwell',
    description: 'What personal data Taskwell holds, why, for how long, and your rights.',
    load: () => import('./pages/privacy-policy/index.ts').then((module) => module.PrivacyPolicyPage),
    source: 'src/pages/privacy-policy/index.ts',
  },
  {
    path: '/news',
    canonical: '/news',
    title: 'News · Taskwell',
    description: 'New tasks, guides and company news from Taskwell.',
    load: () => import('./pages/news/index.ts').then((module) => module.NewsListPage),
    source: 'src/pages/news/index.ts',
  },
  ...newsArticles.map(
    (article): SitePage => ({
      path: `/news/${article.assetId}`,
      canonical: `/news/${article.assetId}`,
      title: `${article.title} · Taskwell`,
      description: article.abstract,
      load: () => import('./pages/news/index.ts').then((module) => module.newsArticlePage(article)),
      source: 'src/pages/news/index.ts',
    }),
  ),
];

const unknownArticle: SitePage = {
  path: '/news',
  canonical: '/news',
  title: 'News · Taskwell',
  description: 'New tasks, guides and company news from Taskwell.',
  load: () => import('./pages/news/index.ts').then((module) => module.NewsListPage),
  source: 'src/pages/news/index.ts',
  redirectTo: '/news',
};

export const notFoundPage: SitePage = {
  path: '/404',
  canonical: '/404',
  title: 'Page not found · Taskwell',
  description: 'There is no page at this address.',
  load: () => import('./pages/not-found/index.ts').then((module) => module.NotFoundPage),
  source: 'src/pages/not-found/index.ts',
};

/** The page of an address; unknown addresses get the not-found page. */
export function pageFor(path: string): SitePage {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = sitePages.find((entry) => entry.path === bare);
  if (page) return page;
  // spec §2: an unknown news id goes to the news list.
  if (bare.startsWith('/news/')) return unknownArticle;
  return notFoundPage;
}

/** The addresses the navigation may link to. */
export const builtPaths: readonly string[] = sitePages.map((page) => page.path);
