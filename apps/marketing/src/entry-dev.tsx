import { defaultThemeClass, themeClassNames } from '@taskwell/ui/styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { routeFor } from './site-routes.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The prerendered page's head script has applied the saved theme; the dev server's page has none.
const root = document.documentElement;
if (!Object.values(themeClassNames).some((name) => root.classList.contains(name)))
  root.classList.add(defaultThemeClass);

// A static host serves 404.html at any unknown address; the path picks the same page here. The
// page's code is loaded first, so hydration sees exactly the tree the prerender wrote.
async function start(element: HTMLElement) {
  const path = window.location.pathname;
  const page = routeFor(path);
  if (page.redirectTo) {
    window.location.replace(page.redirectTo);
    return;
  }
  const Page = await page.load();
  const app = (
    <StrictMode>
      <App path={path} Page={Page} />
    </StrictMode>
  );
  // The dev server serves the bare template (only a placeholder comment inside #root).
  if (element.firstElementChild) {
    hydrateRoot(element, app);
  } else {
    createRoot(element).render(app);
  }
}

void start(container);
