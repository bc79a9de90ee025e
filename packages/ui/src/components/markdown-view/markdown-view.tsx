import type { ReactNode } from 'react';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { markFindings } from '../text-check/mark-findings.ts';
import { FindingMark, type TextFinding } from '../text-check/text-check.tsx';
import * as styles from './markdown-view.css.ts';

export interface MarkdownViewProps {
  /** The text; ignored unless `status` is 'ready'. */
  markdown?: string;
  /** spec §4 content viewer: loading (spinner), loaded, or failed ('Error loading content'). */
  status?: 'loading' | 'ready' | 'error';
  /** A preview inside a card: headings become bold lines, so the page's own outline stays as it is. */
  compact?: boolean;
  /** Phrases to mark, by their offsets in `markdown` (a text check's findings), each with why and what to try. */
  findings?: readonly TextFinding[];
  /**
   * Draws a same-site link (a path such as `/knowledge/documents/...`), for an app to use its
   * router's link; default a plain link that opens in the same tab.
   */
  internalLink?: (props: { href: string; children: ReactNode }) => ReactNode;
}

/** A heading as a bold line of a compact preview. */
function BoldLine({ children }: { children?: ReactNode }) {
  return (
    <p>
      <strong>{children}</strong>
    </p>
  );
}

const compactHeadings = { h1: BoldLine, h2: BoldLine, h3: BoldLine, h4: BoldLine, h5: BoldLine, h6: BoldLine };

const safeSchemes = /^(https?:|mailto:|#|\/(?!\/))/i;

/** A path on this site (`/x`, not `//host/x`): it stays in the app, in the same tab. */
const sameSite = /^\/(?!\/)/;

/** Only web, mail and same-site links survive; everything else (javascript:, data:, vbscript:) is dropped. */
function urlTransform(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return safeSchemes.test(cleaned.trim()) ? cleaned : '';
}

/**
 * Renders machine-written Markdown safely: raw HTML is never rendered (it stays text), the tree is
 * sanitised, and only http(s), mailto and same-site links are kept. Links to other sites open in a
 * new tab without access to this page; same-site links (a citation's document) stay in the app.
 */
const noFindings: readonly TextFinding[] = [];

export function MarkdownView({
  markdown = '',
  status = 'ready',
  compact = false,
  findings = noFindings,
  internalLink,
}: MarkdownViewProps) {
  if (status === 'loading') {
    return (
      <p role="status" className={styles.status}>
        Loading content…
      </p>
    );
  }
  if (status === 'error') {
    return (
      <p role="alert" className={styles.error}>
        Error loading content
      </p>
    );
  }
  return (
    <div className={compact ? `${styles.root} ${styles.compact}` : styles.root}>
      <ReactMarkdown
        skipHtml
        rehypePlugins={[rehypeSanitize, markFindings(markdown, findings)]}
        urlTransform={urlTransform}
        components={{
          ...(compact ? compactHeadings : {}),
          a: ({ node: _node, href, children, ...rest }) =>
            href && sameSite.test(href) ? (
              internalLink ? (
                internalLink({ href, children })
              ) : (
                <a href={href}>{children}</a>
              )
            ) : href ? (
              <a {...rest} href={href} rel="noopener noreferrer nofollow" target="_blank">
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
          mark: ({ node, children }) => {
            const finding = findings[Number(node?.properties?.dataFinding)];
            return finding ? <FindingMark finding={finding}>{children}</FindingMark> : <mark>{children}</mark>;
          },
          img: ({ node: _node, src, alt }) => (src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
        }}
      >
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
