import { defaultThemeClass, themeClassNames } from '@taskwell/ui/styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The prerendered page's head script has applied the saved theme; the dev server's page has none.
const root = document.documentElement;
if (!Object.values(themeClassNames).some((name) => root.classList.contains(name)))
  root.classList.add(defaultThemeClass);

const app = (
  <StrictMode>
    {/* A static host serves 404.html at any unknown address; the path picks the same page here. */}
    <App path={window.location.pathname} />
  </StrictMode>
);

// The dev server serves the bare template (only a placeholder comment inside #root).
if (container.firstElementChild) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
