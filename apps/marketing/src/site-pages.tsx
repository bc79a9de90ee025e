import type { ReactNode } from 'react';
import { HomePage } from './pages/home/index.ts';
import { NotFoundPage } from './pages/not-found/index.ts';
import { PricingPage } from './pages/pricing/index.ts';

export interface SitePage {
  /** The address; `/home` and `/` are the same page (spec §2). */
  path: string;
  /** The page's own address for search engines. */
  canonical: string;
  title: string;
  description: string;
  render: (context: { studioUrl: string }) => ReactNode;
}

const home: Omit<SitePage, 'path'> = {
  canonical: '/',
  title: 'Taskwell: AI tasks for business, no code needed',
  description:
    'Taskwell gives business people ready-made AI tasks: fill in a short form, get text, images and audio you can use right away. No code, clear prices in credits.',
  render: () => <HomePage />,
};

/** Every page the build writes. */
export const sitePages: readonly SitePage[] = [
  { path: '/', ...home },
  { path: '/home', ...home },
  {
    path: '/pricing',
    canonical: '/pricing',
    title: 'Pricing · Taskwell',
    description:
      'Five plans from Free to Enterprise, monthly or yearly: see what each plan unlocks and what it costs per user.',
    render: ({ studioUrl }) => <PricingPage studioUrl={studioUrl} />,
  },
];

export const notFoundPage: SitePage = {
  path: '/404',
  canonical: '/404',
  title: 'Page not found · Taskwell',
  description: 'There is no page at this address.',
  render: () => <NotFoundPage />,
};

/** The page of an address; unknown addresses get the not-found page. */
export function pageFor(path: string): SitePage {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return sitePages.find((page) => page.path === bare) ?? notFoundPage;
}

/** The addresses the navigation may link to. */
export const builtPaths: readonly string[] = sitePages.map((page) => page.path);
