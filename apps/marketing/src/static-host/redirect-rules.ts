// The site's redirects as a static host applies them: the `_redirects` file (Netlify's format,
// also read by Cloudflare Pages), written by the prerender and applied by the preview host of the
// e2e suite. Only the part of the format the site uses: a path, or a path ending in `/*` for
// everything under it, then the target and the status.

/** One line of `_redirects`. */
export interface RedirectRule {
  /** `/news/*` (everything under `/news/`) or an exact path. */
  from: string;
  /** Where the visitor goes. */
  to: string;
  /** 302 while the target may change (an unknown id may become an article); 301 for good. */
  status: 301 | 302;
}

/** The text of a `_redirects` file, one rule a line, after a comment that says what the rules are for. */
export function formatRedirects(rules: readonly RedirectRule[], comment: readonly string[] = []): string {
  const lines = [
    ...comment.map((line) => `# ${line}`),
    ...rules.map(({ from, to, status }) => `${from} ${to} ${status}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Reads a `_redirects` file; comments and blank lines are skipped, a line it cannot read is an error. */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status, ...rest] = line.split(/\s+/);
      if (!from?.startsWith('/') || !to || rest.length > 0 || (status !== '301' && status !== '302')) {
        throw new Error(`cannot read the redirect rule "${line}"`);
      }
      return { from, to, status: status === '301' ? 301 : 302 };
    });
}

function matches(from: string, path: string): boolean {
  return from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) : path === from;
}

/**
 * The first rule that applies to `path`. The host consults the rules only for an address no file
 * answers, so `/news/*` never hides the articles that exist.
 */
export function redirectFor(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((rule) => matches(rule.from, path));
}
