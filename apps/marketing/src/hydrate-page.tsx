import { defaultThemeClass, themeClassNames } from '@taskwell/ui/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import type { PageComponent } from './site-routes.ts';

/**
 * Takes over the prerendered page in the browser. Each page's entry calls it with the page's
 * component, so the tree is exactly the one the prerender wrote.
 */
export function hydratePage(Page: PageComponent): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  // The prerendered page's head script has applied the saved theme; the dev server's page has none.
  const root = document.documentElement;
  if (!Object.values(themeClassNames).some((name) => root.classList.contains(name)))
    root.classList.add(defaultThemeClass);
  const app = (
    <StrictMode>
      <App path={window.location.pathname} Page={Page} />
    </StrictMode>
  );
  // The dev server serves the bare template (only a placeholder comment inside #root).
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page stays responsive (Total Blocking Time) while
  // React takes over what the visitor already sees.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
