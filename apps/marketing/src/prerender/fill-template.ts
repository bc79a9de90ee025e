/** Inputs of {@link fillTemplate}. */
export interface FillTemplateOptions {
  /** `index.html` as written (its one module script is the development server's entry). */
  template: string;
  /** The page's server-rendered markup. */
  markup: string;
  /** The class for `<html>` (the default theme). */
  htmlClassName: string;
  /** A script for the end of `<head>`, run before the first paint (the saved theme). */
  headScript?: string;
  /**
   * The whole site's CSS, put into one `<style>` at the end of `<head>`: the first paint then
   * waits for no other request.
   */
  css: string;
  /**
   * The page's code: its built entry, loaded in place of the template's module script once the
   * page has loaded, and the modules the entry imports, preloaded with it.
   */
  scripts: { entry: string; imports: readonly string[] };
  /** The page's title, description and canonical address, with their Open Graph twins. */
  meta?: PageMetaTags;
}

/** What the page says about itself to search engines and link previews. */
export interface PageMetaTags {
  /** The `<title>` and `og:title`. */
  title: string;
  /** The meta description and `og:description`. */
  description: string;
  /** The page's absolute address: the canonical link and `og:url`. */
  canonicalUrl: string;
  /** `article` for a news article, `website` otherwise (the default). */
  type?: 'website' | 'article';
  /** The picture of a link preview: an absolute address, its size in pixels and what it shows. */
  image?: { url: string; width: number; height: number; alt: string };
}

const moduleScriptPattern = /<script type="module"[^>]*><\/script>\n?/g;
const titlePattern = /<title>[^<]*<\/title>/;
const descriptionPattern = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** Text made safe for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function metaTags({ title, description, canonicalUrl, type = 'website', image }: PageMetaTags): string {
  const [t, d, u] = [title, description, canonicalUrl].map(escapeHtml);
  const tags = [
    `<link rel="canonical" href="${u}">`,
    `<meta property="og:type" content="${type}">`,
    '<meta property="og:site_name" content="Taskwell">',
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    `<meta property="og:url" content="${u}">`,
  ];
  if (image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image.url)}">`,
      `<meta property="og:image:width" content="${image.width}">`,
      `<meta property="og:image:height" content="${image.height}">`,
      `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
      '<meta name="twitter:card" content="summary_large_image">',
    );
  }
  return tags.join('');
}

const placeholder = '<!--app-html-->';
const htmlTag = '<html lang="en">';

function countOf(haystack: string, needle: string | RegExp): number {
  return typeof needle === 'string' ? haystack.split(needle).length - 1 : [...haystack.matchAll(needle)].length;
}

/**
 * Puts the prerendered page into the template. Throws when the template is not the one expected,
 * or when there is no CSS: vanilla-extract misconfigured still builds, and only the unstyled page
 * would tell.
 */
export function fillTemplate({
  template,
  markup,
  htmlClassName,
  headScript,
  meta,
  css,
  scripts,
}: FillTemplateOptions): string {
  if (countOf(template, placeholder) !== 1) throw new Error(`the template needs exactly one ${placeholder}`);
  if (countOf(template, htmlTag) !== 1) throw new Error(`the template needs exactly one ${htmlTag}`);
  if (countOf(template, '</head>') !== 1) throw new Error('the template needs exactly one </head>');
  if (countOf(template, moduleScriptPattern) !== 1) {
    throw new Error('the template needs exactly one module script, for the page entry to take its place');
  }
  if (css.trim() === '') throw new Error('the page has no CSS: is vanillaExtractPlugin() in vite.config.ts?');
  if (!/^[\w-]+( [\w-]+)*$/.test(htmlClassName)) throw new Error(`"${htmlClassName}" is not a class list`);
  if (headScript?.includes('</')) throw new Error('the head script must not contain "</"');
  if (css.includes('</')) throw new Error('the CSS must not contain "</"');
  if (meta && (!titlePattern.test(template) || !descriptionPattern.test(template))) {
    throw new Error('the template needs a <title> and a <meta name="description">');
  }
  const withMeta = meta
    ? template
        .replace(titlePattern, () => `<title>${escapeHtml(meta.title)}</title>`)
        .replace(descriptionPattern, () => `<meta name="description" content="${escapeHtml(meta.description)}">`)
        .replace('</head>', () => `${metaTags(meta)}</head>`)
    : template;
  // The content and its styles are in the HTML; the code only adds behaviour (filters, the theme
  // switch, the menu), so it is fetched once the page has loaded, or 3 s after the HTML was read
  // if a picture holds the load back: it never competes with what the visitor sees first for the
  // network or the main thread (decision 080). The modules it imports are preloaded with it, so
  // hydration does not wait for a chain of imports.
  const files = JSON.stringify({ entry: scripts.entry, imports: scripts.imports }).replaceAll('<', '\\u003c');
  // Until the code has taken over the page (App marks <html data-hydrated>), a form sent now would
  // be the browser's own GET of this page with the fields in the address, and the visitor's text
  // gone: such a send is held back, and what was typed stays.
  const entry = `<script>(function(f,d){d.addEventListener("submit",function(e){if(d.documentElement.getAttribute("data-hydrated")===null)e.preventDefault()},true);var done=false;function go(){if(done)return;done=true;f.imports.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.append(l)});var s=d.createElement("script");s.type="module";s.src=f.entry;d.head.append(s)}addEventListener("load",go,{once:true});d.addEventListener("DOMContentLoaded",function(){setTimeout(go,3000)},{once:true})})(${files},document)</script>`;
  // Function replacements, so "$" sequences in the markup are not read as patterns.
  return withMeta
    .replace(moduleScriptPattern, () => `${entry}\n`)
    .replace('</head>', () => `<style>${css}</style></head>`)
    .replace(htmlTag, () => `<html lang="en" class="${htmlClassName}">`)
    .replace(placeholder, () => markup)
    .replace('</head>', () => (headScript === undefined ? '</head>' : `<script>${headScript}</script></head>`));
}
