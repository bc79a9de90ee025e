import * as styles from './reel.css.ts';

/** Props of {@link Reel}. */
export interface ReelProps {
  /** The recording (WebM), served with the site. */
  video: string;
  /** Its captions (WebVTT). */
  captions: string;
  /** The picture shown before it plays. */
  poster: string;
  /** Names the video for assistive technology. */
  title: string;
}

/**
 * A demo reel in the browser's own player (spec §2 demos: video cards), with English captions on
 * by default. Only the poster and the small captions file load with the page; the recording loads
 * when the visitor presses play (`preload="none"`), so the page weight stays as it was.
 */
export function Reel({ video, captions, poster, title }: ReelProps) {
  return (
    <video
      className={styles.video}
      aria-label={`Demo reel: ${title}`}
      controls
      preload="none"
      playsInline
      poster={poster}
      width={1280}
      height={720}
    >
      <source src={video} type="video/webm" />
      <track kind="captions" src={captions} srcLang="en" label="English" default />
      <a href={video}>Download the reel: {title}</a>
    </video>
  );
}
