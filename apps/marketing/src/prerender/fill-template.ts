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
  /** Stylesheets and modules of the page's own chunk, linked so it paints styled without waiting. */
  assets?: { css: readonly string[]; modules: readonly string[] };
  /** The page's title, description and canonical address, with their Open Graph twins. */
  meta?: { title: string; description: string; canonicalUrl: string };
}

const titlePattern = /<title>[^<]*<\/title>/;
const descriptionPattern = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** Text made safe for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function metaTags({ title, description, canonicalUrl }: NonNullable<FillTemplateOptions['meta']>): string {
  const [t, d, u] = [title, description, canonicalUrl].map(escapeHtml);
  return [
    `<link rel="canonical" href="${u}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Taskwell">',
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    `<meta property="og:url" content="${u}">`,
  ].join('');
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
export function fillTemplate({
  template,
  markup,
  htmlClassName,
  headScript,
  meta,
  assets,
}: FillTemplateOptions): string {
  if (countOf(template, placeholder) !== 1) throw new Error(`the template needs exactly one ${placeholder}`);
  if (countOf(template, htmlTag) !== 1) throw new Error(`the template needs exactly one ${htmlTag}`);
  if (!/<link rel="stylesheet"[^>]*href="[^"]+\.css"/.test(template)) {
    throw new Error('the built page links no stylesheet: is vanillaExtractPlugin() in vite.config.ts?');
  }
  if (!/^[\w-]+( [\w-]+)*$/.test(htmlClassName)) throw new Error(`"${htmlClassName}" is not a class list`);
  if (headScript?.includes('</')) throw new Error('the head script must not contain "</"');
  if (headScript !== undefined && countOf(template, '</head>') !== 1)
    throw new Error('the template needs exactly one </head>');
  if (meta && (!titlePattern.test(template) || !descriptionPattern.test(template))) {
    throw new Error('the template needs a <title> and a <meta name="description">');
  }
  const withMeta = meta
    ? template
        .replace(titlePattern, () => `<title>${escapeHtml(meta.title)}</title>`)
        .replace(descriptionPattern, () => `<meta name="description" content="${escapeHtml(meta.description)}">`)
        .replace('</head>', () => `${metaTags(meta)}</head>`)
    : template;
  const links = assets
    ? [
        ...assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
        ...assets.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
      ].join('')
    : '';
  // A function replacement, so "$" sequences in the markup are not read as patterns.
  return withMeta
    .replace('</head>', () => `${links}</head>`)
    .replace(htmlTag, () => `<html lang="en" class="${htmlClassName}">`)
    .replace(placeholder, () => markup)
    .replace('</head>', () => (headScript === undefined ? '</head>' : `<script>${headScript}</script></head>`));
}
