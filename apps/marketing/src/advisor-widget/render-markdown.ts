import snarkdown from 'snarkdown';

// The answer is markdown from the advisor task, which may have been worded by an AI model: it is
// turned into HTML by snarkdown, then rebuilt element by element from an allow-list, so that no
// tag, attribute or URL outside it reaches the page (sanitised by construction, nothing removed
// from a live document).

/** Elements kept as they are; any other element is replaced by its text. */
const allowed = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'code',
  'pre',
  'blockquote',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
]);

/** Links only to web pages and mail, absolute or on the same site. */
function safeHref(href: string | null, base: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function rebuild(source: Node, target: Node, document: Document, base: string): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const name = (child as Element).tagName.toLowerCase();
    if (!allowed.has(name)) {
      // Not ours to show (a script, an image, a form...): its text only.
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    // Headings inside an answer are one level: the widget's own heading is above them.
    const element = document.createElement(
      /^h[1-6]$/.test(name) ? 'h4' : name === 'b' ? 'strong' : name === 'i' ? 'em' : name,
    );
    if (name === 'a') {
      const href = safeHref((child as Element).getAttribute('href'), base);
      if (href) {
        element.setAttribute('href', href);
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      }
    }
    rebuild(child, element, document, base);
    target.appendChild(element);
  }
}

/** Markdown as a fragment of allowed elements only; relative links resolve against `base`. */
export function renderMarkdown(markdown: string, document: Document, base: string): DocumentFragment {
  // An inert template: nothing in it runs or loads while it is read.
  const template = document.createElement('template');
  template.innerHTML = markdown
    .split(/\n{2,}/)
    .map((block) => snarkdown(block.trim()))
    .filter(Boolean)
    .map((html) => (/^<(h\d|ul|ol|pre|blockquote|hr)/.test(html) ? html : `<p>${html}</p>`))
    .join('');
  const fragment = document.createDocumentFragment();
  rebuild(template.content, fragment, document, base);
  return fragment;
}
