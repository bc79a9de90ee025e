import { Play } from 'lucide-react';
import { useState } from 'react';
import * as styles from './video-embed.css.ts';

export interface VideoEmbedProps {
  /** The player's embed URL (https only). */
  src: string;
  /** Names the video for the button and the frame. */
  title: string;
}

/**
 * A third-party video that loads nothing from the other site until the visitor asks: a play
 * button first, then the player's frame (titled, autoplaying since the visitor pressed play).
 */
export function VideoEmbed({ src, title }: VideoEmbedProps) {
  const [asked, setAsked] = useState(false);
  const safe = /^https:\/\//i.test(src);
  if (asked && safe) {
    const url = new URL(src);
    url.searchParams.set('autoplay', '1');
    return (
      <iframe
        className={styles.frame}
        src={url.toString()}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button type="button" className={styles.poster} onClick={() => setAsked(true)} disabled={!safe}>
      <Play aria-hidden size={32} />
      <span>{safe ? `Play video: ${title}` : `Video unavailable: ${title}`}</span>
    </button>
  );
}
