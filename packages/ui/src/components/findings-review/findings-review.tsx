import { type FormEvent, useState } from 'react';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { TextInput } from '../text-input/text-input.tsx';
import * as styles from './findings-review.css.ts';

/** A finding of a check as reviewed: where it is, why it was made, and its dismissal, if any. */
export interface ReviewedFinding {
  phrase: string;
  start: number;
  end: number;
  why: string;
  /** Set once its owner said it is not a finding. */
  dismissed?: { reason: string } | undefined;
}

/** Props of {@link FindingsReview}. */
export interface FindingsReviewProps {
  findings: readonly ReviewedFinding[];
  /** Dismisses a finding with the owner's reason; rejects with a message for the user. */
  onDismiss: (finding: ReviewedFinding, reason: string) => Promise<void>;
  /** Counts a dismissed finding again; rejects with a message for the user. */
  onRestore: (finding: ReviewedFinding) => Promise<void>;
}

/** The shortest and longest reason the API keeps. */
const reasonLength = { min: 3, max: 300 };

/** What went wrong, in words for the user. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'That did not work. Please try again in a moment.';
}

function FindingRow({
  finding,
  onDismiss,
  onRestore,
}: { finding: ReviewedFinding } & Omit<FindingsReviewProps, 'findings'>) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      setOpen(false);
      setReason('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    if (given.length < reasonLength.min) {
      setError(`Say in at least ${reasonLength.min} characters why this is not a finding.`);
      return;
    }
    void run(() => onDismiss(finding, given));
  };
  return (
    <li className={styles.finding}>
      <p className={styles.what}>
        <strong>“{finding.phrase}”</strong>
        {finding.dismissed ? ` dismissed: ${finding.dismissed.reason}` : `: ${finding.why}`}
      </p>
      {finding.dismissed ? (
        <div className={styles.actions}>
          <Button variant="subtle" size="sm" loading={busy} onClick={() => void run(() => onRestore(finding))}>
            Count “{finding.phrase}” again
          </Button>
        </div>
      ) : open ? (
        <form className={styles.form} onSubmit={submit} aria-label={`Dismiss “${finding.phrase}”`}>
          <TextInput
            label={`Why is “${finding.phrase}” not a finding here?`}
            value={reason}
            maxLength={reasonLength.max}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={busy}>
              Dismiss finding
            </Button>
            <Button
              type="button"
              variant="subtle"
              size="sm"
              onClick={() => {
                setOpen(false);
                setError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Dismiss “{finding.phrase}”
          </Button>
        </div>
      )}
      {error ? <Alert tone="critical">{error}</Alert> : null}
    </li>
  );
}

/**
 * The findings of a check, each with why it was made and a way to dismiss it with a reason (issue
 * 43: "a user can dismiss a finding with a reason"), or to count a dismissed one again. Folded
 * under "Review findings" so the text comes first; every control is a button or a field, reached
 * with the keyboard. The reason typed is kept when dismissing fails.
 */
export function FindingsReview({ findings, onDismiss, onRestore }: FindingsReviewProps) {
  if (findings.length === 0) return null;
  const dismissed = findings.filter((finding) => finding.dismissed).length;
  return (
    <details className={styles.review}>
      <summary className={styles.summary}>Review findings{dismissed > 0 ? ` (${dismissed} dismissed)` : ''}</summary>
      <ul className={styles.list}>
        {findings.map((finding) => (
          <FindingRow
            key={`${finding.start}-${finding.end}`}
            finding={finding}
            onDismiss={onDismiss}
            onRestore={onRestore}
          />
        ))}
      </ul>
    </details>
  );
}
