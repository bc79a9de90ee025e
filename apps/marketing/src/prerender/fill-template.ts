/** Inputs of {@link fillTemplate}. */
export interface FillTemplateOptions {
  /** `dist/index.html` as the client build wrote it. */
  template: string;
  /** The page's server-rendered markup. */
  markup: string;
  /** The class for `<html>` (the default theme). */
  htmlClassName: string;
  /** A script for the end of `<head>`, run before the first paint (the saved theme). */
  headScript?: string;
}

const placeholder = '<!--app-html-->';
const htmlTag = '<html lang="en">';

function countOf(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/**
 * Puts the prerendered page into the built template. Throws when the template is not the one
 * expected, or when it links no stylesheet: vanilla-extract misconfigured still builds, and only
 * the unstyled page would tell.
 */
export function fillTemplate({ template, markup, htmlClassName, headScript }: FillTemplateOptions): string {
  if (countOf(template, placeholder) !== 1) throw new Error(`the template needs exactly one ${placeholder}`);
  if (countOf(template, htmlTag) !== 1) throw new Error(`the template needs exactly one ${htmlTag}`);
  if (!/<link rel="stylesheet"[^>]*href="[^"]+\.css"/.test(template)) {
    throw new Error('the built page links no stylesheet: is vanillaExtractPlugin() in vite.config.ts?');
  }
  if (!/^[\w-]+( [\w-]+)*$/.test(htmlClassName)) throw new Error(`"${htmlClassName}" is not a class list`);
  if (headScript?.includes('</')) throw new Error('the head script must not contain "</"');
  if (headScript !== undefined && countOf(template, '</head>') !== 1)
    throw new Error('the template needs exactly one </head>');
  // A function replacement, so "$" sequences in the markup are not read as patterns.
  return template
    .replace(htmlTag, () => `<html lang="en" class="${htmlClassName}">`)
    .replace(placeholder, () => markup)
    .replace('</head>', () => (headScript === undefined ? '</head>' : `<script>${headScript}</script></head>`));
}
