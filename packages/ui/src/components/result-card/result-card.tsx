import { type ReactNode, useId, useState } from 'react';
import { CopyButton, DownloadButton } from '../copy-button/copy-button.tsx';
import { FeedbackThumbs, type FeedbackValue } from '../feedback-thumbs/feedback-thumbs.tsx';
import * as styles from './result-card.css.ts';

/** Rating and comment of a result, saved as the user gives them. */
export interface ResultFeedback {
  /** What is saved so far. */
  value: FeedbackValue;
  /** Saves a rating or a comment; resolves with the feedback id to send with the next save. */
  onSave: (feedback: FeedbackValue) => Promise<{ feedbackId: string }>;
}

/** Props of {@link ResultCard}. */
export interface ResultCardProps {
  /** The result's name ("Summary", "Quote card"). */
  title: string;
  /** Where the item came from: the service or the file (underscores read as spaces). */
  source?: string | undefined;
  /** When it was made, as the user reads it. */
  created?: string | undefined;
  /** The viewer of the item: formatted text, an image, an audio player. */
  children: ReactNode;
  /** Gives the text that Copy puts on the clipboard. */
  copyText?: (() => Promise<string>) | undefined;
  /** Gives the file that Copy puts on the clipboard instead of text (an image). */
  copyBlob?: (() => Promise<Blob>) | undefined;
  /** Saves the item as a file; the check icon shows for 2 s once it resolves (spec §2). */
  onDownload?: (() => Promise<void>) | undefined;
  /** Thumbs and comment (spec §4 feedback); none on sample results. */
  feedback?: ResultFeedback | undefined;
  /** The title's heading level (default 3). */
  headingLevel?: 3 | 4;
}

/**
 * One result of a run (spec §2 RESULT tab): its name and source, its viewer, Copy ('Copied' for
 * 2 s), Download (a check icon for 2 s) and feedback. A download that fails says so here rather
 * than only resetting the button (spec §8 only logged it).
 */
export function ResultCard({
  title,
  source,
  created,
  children,
  copyText,
  copyBlob,
  onDownload,
  feedback,
  headingLevel = 3,
}: ResultCardProps) {
  const id = useId();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const facts = [source?.replaceAll('_', ' '), created].filter(Boolean).join(' · ');
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <Heading id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        {facts ? <p className={styles.meta}>{facts}</p> : null}
      </div>
      <div className={styles.body}>{children}</div>
      {copyText || copyBlob || onDownload ? (
        <div className={styles.toolbar}>
          {copyText || copyBlob ? <CopyButton text={copyText} blob={copyBlob} /> : null}
          {onDownload ? (
            <DownloadButton
              onDownload={async () => {
                setDownloadFailed(false);
                await onDownload();
              }}
              onError={() => setDownloadFailed(true)}
            />
          ) : null}
        </div>
      ) : null}
      {downloadFailed ? (
        <p role="alert" className={styles.error}>
          The file could not be downloaded. Please try again.
        </p>
      ) : null}
      {feedback ? <FeedbackThumbs value={feedback.value} onSave={feedback.onSave} subject={title} /> : null}
    </article>
  );
}
