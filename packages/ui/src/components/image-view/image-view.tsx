import { useState } from 'react';
import * as styles from './image-view.css.ts';

/** Props of {@link ImageView}. */
export interface ImageViewProps {
  /** The image's address. */
  src: string;
  /** What the image shows, for screen readers. */
  alt: string;
}

/**
 * An image result (spec §2: results render by content family). While the image loads its frame
 * keeps a place; when it cannot be loaded it says so with the content viewer's message (spec §4).
 */
export function ImageView({ src, alt }: ImageViewProps) {
  const [state, setState] = useState<{ src: string; status: 'loading' | 'ready' | 'error' }>({
    src,
    status: 'loading',
  });
  // A new address starts loading afresh.
  const status = state.src === src ? state.status : 'loading';
  if (status === 'error') {
    return (
      <p role="alert" className={styles.error}>
        Error loading content
      </p>
    );
  }
  return (
    <div className={styles.frame}>
      <img
        src={src}
        alt={alt}
        className={styles.image}
        data-loaded={status === 'ready'}
        onLoad={() => setState({ src, status: 'ready' })}
        onError={() => setState({ src, status: 'error' })}
      />
    </div>
  );
}
