import { defaultThemeClass, themeBootScriptSource } from '@taskwell/ui/styles';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';

/** The class `<html>` carries, so the first paint is already in the default (dark) theme. */
export const htmlClassName: string = defaultThemeClass;

/** Runs in `<head>` before the first paint and applies the visitor's saved theme. */
export const themeScript: string = themeBootScriptSource;

/** The page's markup, for the prerender script to put into `dist/index.html`. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
