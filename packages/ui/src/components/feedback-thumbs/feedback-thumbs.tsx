import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { ActionIcon } from '../action-icon/action-icon.tsx';
import { Button } from '../button/button.tsx';
import { Textarea } from '../text-input/text-input.tsx';
import * as styles from './feedback-thumbs.css.ts';

export type Rating = 'up' | 'down';

export interface FeedbackValue {
  id?: string | undefined;
  rating?: Rating | undefined;
  comment?: string | undefined;
}

export interface FeedbackThumbsProps {
  /** What is saved so far (from the server). */
  value: FeedbackValue;
  /** Saves and resolves with the feedback id; the component passes it back on the next save. */
  onSave: (feedback: FeedbackValue) => Promise<{ feedbackId: string }>;
  /** What is rated, for the button names ("the summary"). */
  subject: string;
}

/**
 * spec §4 feedback: a thumb saves the rating at once and opens an optional comment box with Send;
 * later saves carry the feedback id; once rating and comment are both set it is read-only.
 */
export function FeedbackThumbs({ value, onSave, subject }: FeedbackThumbsProps) {
  const [saved, setSaved] = useState<FeedbackValue>(value);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const final = Boolean(saved.rating && saved.comment);

  const save = async (next: FeedbackValue) => {
    setBusy(true);
    setFailed(false);
    try {
      const { feedbackId } = await onSave({ ...next, id: saved.id });
      setSaved({ ...next, id: feedbackId });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        {(['up', 'down'] as const).map((rating) => (
          <ActionIcon
            key={rating}
            label={`${rating === 'up' ? 'Good' : 'Poor'}: rate ${subject}`}
            icon={rating === 'up' ? <ThumbsUp size={16} /> : <ThumbsDown size={16} />}
            className={styles.thumb}
            aria-pressed={saved.rating === rating}
            disabled={busy || final}
            onClick={() => save({ rating, comment: saved.comment })}
          />
        ))}
      </div>
      {saved.rating && !final ? (
        <form
          className={styles.root}
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) void save({ rating: saved.rating, comment: draft.trim() });
          }}
        >
          <Textarea
            label={`Comment on ${subject} (optional)`}
            minRows={2}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div>
            <Button type="submit" size="sm" loading={busy} disabled={!draft.trim()}>
              Send
            </Button>
          </div>
        </form>
      ) : null}
      {final ? <p>{`Your comment: ${saved.comment}`}</p> : null}
      {failed ? (
        <p role="alert" className={styles.error}>
          Your feedback could not be saved. Please try again.
        </p>
      ) : null}
    </div>
  );
}
