import { defaultThemeClass, themeBootScriptSource } from '@taskwell/ui/styles';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';

export { notFoundPage, sitePages } from './site-pages.tsx';

/** The class `<html>` carries, so the first paint is already in the default (dark) theme. */
export const htmlClassName: string = defaultThemeClass;

/** Runs in `<head>` before the first paint and applies the visitor's saved theme. */
export const themeScript: string = themeBootScriptSource;

/** The markup of the page at `path`, for the prerender script. */
export function render(path: string): string {
  return renderToString(
    <StrictMode>
      <App path={path} />
    </StrictMode>,
  );
}
