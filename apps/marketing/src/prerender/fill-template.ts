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
  /**
   * The page's whole CSS (the template's stylesheets, then its own chunk's), put into one `<style>`
   * in place of the template's stylesheet links: the first paint then waits for no other request.
   */
  css?: string;
  /** Modules of the page's own chunk, preloaded so hydration does not wait for a chain of imports. */
  assets?: { modules: readonly string[] };
  /** The page's title, description and canonical address, with their Open Graph twins. */
  meta?: { title: string; description: string; canonicalUrl: string };
}

const stylesheetPattern = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>\n?/g;

/** The stylesheets the built template links, in order (`/assets/index-a1b2.css`). */
export function stylesheetHrefs(template: string): string[] {
  return [...template.matchAll(stylesheetPattern)].map((match) => match[1] as string);
}

const moduleScriptPattern = /<script type="module"[^>]*>/g;
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
  css,
  assets,
}: FillTemplateOptions): string {
  if (countOf(template, placeholder) !== 1) throw new Error(`the template needs exactly one ${placeholder}`);
  if (countOf(template, htmlTag) !== 1) throw new Error(`the template needs exactly one ${htmlTag}`);
  if (stylesheetHrefs(template).length === 0) {
    throw new Error('the built page links no stylesheet: is vanillaExtractPlugin() in vite.config.ts?');
  }
  if (!/^[\w-]+( [\w-]+)*$/.test(htmlClassName)) throw new Error(`"${htmlClassName}" is not a class list`);
  if (headScript?.includes('</')) throw new Error('the head script must not contain "</"');
  if (css?.includes('</')) throw new Error('the CSS must not contain "</"');
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
  const withStyles =
    css === undefined
      ? withMeta
      : withMeta.replace(stylesheetPattern, '').replace('</head>', () => `<style>${css}</style></head>`);
  // The content and its styles are in the HTML; the code only adds behaviour (filters, the theme
  // switch, the menu), so it is fetched after what the first paint needs.
  const preloads = (assets?.modules ?? [])
    .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  // A function replacement, so "$" sequences in the markup are not read as patterns.
  return withStyles
    .replace(moduleScriptPattern, (tag) => tag.replace('<script ', '<script fetchpriority="low" '))
    .replace('</head>', () => `${preloads}</head>`)
    .replace(htmlTag, () => `<html lang="en" class="${htmlClassName}">`)
    .replace(placeholder, () => markup)
    .replace('</head>', () => (headScript === undefined ? '</head>' : `<script>${headScript}</script></head>`));
}
