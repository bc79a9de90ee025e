import type { ReactNode } from 'react';
import * as styles from './card.css.ts';

export interface CardProps {
  /** The element: `article` for a self-contained item (a task, a plan), `section` or `div` otherwise. */
  as?: 'article' | 'section' | 'div';
  children: ReactNode;
  'aria-labelledby'?: string;
}

/** A raised box that groups one item's content. */
export function Card({ as: Element = 'div', children, ...rest }: CardProps) {
  return (
    <Element className={styles.card} {...rest}>
      {children}
    </Element>
  );
}

export interface TileProps {
  title: string;
  description?: ReactNode;
  /** An illustration; decorative, the title names the tile. */
  imageSrc?: string;
  /** A link when given, else a button calling `onSelect`. */
  href?: string;
  onSelect?: () => void;
}

/** A card that is one big control: a category to open, a page to visit. */
export function Tile({ title, description, imageSrc, href, onSelect }: TileProps) {
  const content = (
    <>
      {imageSrc ? <img src={imageSrc} alt="" className={styles.image} /> : null}
      <span className={styles.title}>{title}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </>
  );
  return href ? (
    <a href={href} className={styles.tile}>
      {content}
    </a>
  ) : (
    <button type="button" className={styles.tile} onClick={onSelect}>
      {content}
    </button>
  );
}
