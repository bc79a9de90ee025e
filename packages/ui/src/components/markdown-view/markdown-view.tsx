import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import * as styles from './markdown-view.css.ts';

export interface MarkdownViewProps {
  /** The text; ignored unless `status` is 'ready'. */
  markdown?: string;
  /** spec §4 content viewer: loading (spinner), loaded, or failed ('Error loading content'). */
  status?: 'loading' | 'ready' | 'error';
}

const safeSchemes = /^(https?:|mailto:|#|\/(?!\/))/i;

/** Only web, mail and same-site links survive; everything else (javascript:, data:, vbscript:) is dropped. */
function urlTransform(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return safeSchemes.test(cleaned.trim()) ? cleaned : '';
}

/**
 * Renders machine-written Markdown safely: raw HTML is never rendered (it stays text), the tree is
 * sanitised, and only http(s), mailto and same-site links are kept; links open without access to
 * this page.
 */
export function MarkdownView({ markdown = '', status = 'ready' }: MarkdownViewProps) {
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
    <div className={styles.root}>
      <ReactMarkdown
        skipHtml
        rehypePlugins={[rehypeSanitize]}
        urlTransform={urlTransform}
        components={{
          a: ({ node: _node, href, children, ...rest }) =>
            href ? (
              <a {...rest} href={href} rel="noopener noreferrer nofollow" target="_blank">
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
          img: ({ node: _node, src, alt }) => (src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
        }}
      >
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
