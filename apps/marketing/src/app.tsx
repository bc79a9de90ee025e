import { useEffect } from 'react';
import { SiteShell } from './components/site-shell/index.ts';
import { buildYear, studioUrl } from './site-config.ts';
import { navPathOf, pagePaths } from './site-paths.ts';
import type { PageComponent } from './site-routes.ts';

export interface AppProps {
  /** The address being rendered (`/`, `/news/125`, an unknown one for the not-found page). */
  path: string;
  /** The page's content. */
  Page: PageComponent;
}

/**
 * The page of an address, in the site's frame; the prerender and the browser render the same tree.
 * Once React has taken the page over, `<html data-hydrated>` says so (forms are held back until
 * then, see the prerender's code loader).
 */
export function App({ path, Page }: AppProps) {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <SiteShell path={navPathOf(path)} builtPaths={pagePaths} studioUrl={studioUrl} renderedYear={buildYear}>
      <Page studioUrl={studioUrl} />
    </SiteShell>
  );
}
