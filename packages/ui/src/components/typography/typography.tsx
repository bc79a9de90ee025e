import type { AnchorHTMLAttributes, ReactNode } from 'react';
import * as styles from './typography.css.ts';

export interface TitleProps {
  /** The heading level (h1–h4); the size follows it. */
  order?: 1 | 2 | 3 | 4;
  id?: string;
  children: ReactNode;
}

/** A heading of the page outline. */
export function Title({ order = 2, id, children }: TitleProps) {
  const Heading = `h${order}` as const;
  return (
    <Heading id={id} className={styles.title[order]}>
      {children}
    </Heading>
  );
}

export interface TextProps {
  size?: 'sm' | 'md' | 'lg';
  muted?: boolean;
  children: ReactNode;
}

/** A paragraph of body text. */
export function Text({ size = 'md', muted = false, children }: TextProps) {
  return <p className={muted ? `${styles.text[size]} ${styles.muted}` : styles.text[size]}>{children}</p>;
}

export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens in a new tab, without giving the other site access to this page. */
  external?: boolean;
}

/** A text link. */
export function Anchor({ external = false, className, children, ...rest }: AnchorProps) {
  return (
    <a
      {...rest}
      className={className ? `${styles.anchor} ${className}` : styles.anchor}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

export interface GridProps {
  /** Columns by width: `1-4`, `1-5` or `3`. */
  columns: keyof typeof styles.grid;
  children: ReactNode;
  /** Renders as a list (each child should be an `li`). */
  as?: 'div' | 'ul';
  'aria-label'?: string;
}

/** A responsive grid of cards. */
export function Grid({ columns, children, as: Element = 'div', ...rest }: GridProps) {
  return (
    <Element
      className={styles.grid[columns]}
      style={Element === 'ul' ? { listStyle: 'none', padding: 0, margin: 0 } : undefined}
      {...rest}
    >
      {children}
    </Element>
  );
}
