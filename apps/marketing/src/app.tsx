import { SiteShell } from './components/site-shell/index.ts';
import { buildYear, studioUrl } from './site-config.ts';
import { builtPaths, pageFor } from './site-pages.tsx';

/** The page of an address, in the site's frame; the prerender and the browser render the same tree. */
export function App({ path }: { path: string }) {
  const page = pageFor(path);
  return (
    <SiteShell
      path={page.canonical === '/' ? '/home' : page.path}
      builtPaths={builtPaths}
      studioUrl={studioUrl}
      renderedYear={buildYear}
    >
      {page.render({ studioUrl })}
    </SiteShell>
  );
}
