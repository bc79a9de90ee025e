import { defaultThemeClass, themeBootScriptSource } from '@taskwell/ui/styles';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';

import { routeFor } from './site-routes.ts';

export { notFoundPage, sitePages } from './site-pages.ts';

/** The class `<html>` carries, so the first paint is already in the default (dark) theme. */
export const htmlClassName: string = defaultThemeClass;

/** Runs in `<head>` before the first paint and applies the visitor's saved theme. */
export const themeScript: string = themeBootScriptSource;

/** The markup of the page at `path`, for the prerender script. */
export async function render(path: string): Promise<string> {
  const Page = await routeFor(path).load();
  return renderToString(
    <StrictMode>
      <App path={path} Page={Page} />
    </StrictMode>,
  );
}
