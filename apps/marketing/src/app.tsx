import { SiteShell } from './components/site-shell/index.ts';
import { buildYear, studioUrl } from './site-config.ts';
import { builtPaths, type PageComponent, routeFor } from './site-routes.ts';

export interface AppProps {
  /** The address being rendered (`/`, `/news/125`, an unknown one for the not-found page). */
  path: string;
  /** The page's content, loaded (see `SitePage.load`) before rendering or hydrating. */
  Page: PageComponent;
}

/** The page of an address, in the site's frame; the prerender and the browser render the same tree. */
export function App({ path, Page }: AppProps) {
  const page = routeFor(path);
  return (
    <SiteShell
      path={page.canonical === '/' ? '/home' : page.path}
      builtPaths={builtPaths}
      studioUrl={studioUrl}
      renderedYear={buildYear}
    >
      <Page studioUrl={studioUrl} />
    </SiteShell>
  );
}
