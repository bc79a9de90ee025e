import type { StoreListingCheck } from '@taskwell/api-sdk';
import { Loader } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Modal } from '@taskwell/ui/modal';
import { useEffect, useState } from 'react';
import { refusalOf } from './creator-backend.ts';
import * as styles from './editor.css.ts';

/** The card's parts as the store's check names them. */
export const listingFieldWords: Readonly<Record<string, string>> = {
  name: 'Name',
  heading: 'Heading',
  description: 'Description',
  category: 'Category',
  steps: 'Results',
  sample: 'Test run',
};

/** Props of {@link PublishDialog}. */
export interface PublishDialogProps {
  /** Saves the draft on screen and reads the store's check of it (`checkStoreListing`). */
  check: () => Promise<StoreListingCheck>;
  /** Publishes it (the dialog closes). */
  onPublish: () => void;
  /** Starts a test run of it instead (the dialog closes). */
  onTestRun: () => void;
  /** Closes the dialog without publishing. */
  onClose: () => void;
}

type Reading =
  | { state: 'reading' }
  | { state: 'read'; check: StoreListingCheck }
  | { state: 'failed'; message: string };

/**
 * The publish step (issue 39: a version published without a completed test run was refused only
 * once put on sale): before publishing, what the AI Store will ask of this version, read from the
 * store's own check of the draft: a completed test run of it, the card, the results' names.
 * Publishing stays possible (a version runs from My Tasks without any of it); the store's needs
 * are said, with a test run one key away.
 */
export function PublishDialog({ check, onPublish, onTestRun, onClose }: PublishDialogProps) {
  const [reading, setReading] = useState<Reading>({ state: 'reading' });
  useEffect(() => {
    let live = true;
    check().then(
      (found) => live && setReading({ state: 'read', check: found }),
      (error: unknown) => live && setReading({ state: 'failed', message: refusalOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [check]);
  const found = reading.state === 'read' ? reading.check : undefined;
  const others = found?.problems.filter((problem) => problem.field !== 'sample') ?? [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Publish a new version"
      description="A published version runs from My Tasks at once. Here is what the AI Store will ask of it before it can be sold."
    >
      {reading.state === 'reading' ? <Loader label="Reading the AI Store's check" showLabel /> : null}
      {reading.state === 'failed' ? (
        <p className={styles.problem} role="alert">{`The AI Store's check could not be read: ${reading.message}`}</p>
      ) : null}
      {found ? (
        <ul className={styles.problems} aria-label="What the AI Store asks">
          <li className={found.testRunCompleted ? undefined : styles.problem}>
            {found.testRunCompleted
              ? 'Test run: a test run of this draft completed.'
              : 'Test run: no test run of this draft has completed yet. The AI Store sells a version only once one has.'}
          </li>
          {others.map((problem) => (
            <li key={`${problem.field} ${problem.message}`} className={styles.problem}>
              {`${listingFieldWords[problem.field] ?? problem.field}: ${problem.message}`}
            </li>
          ))}
          {found.testRunCompleted && others.length === 0 ? <li>Ready for the AI Store too.</li> : null}
        </ul>
      ) : null}
      <p className={styles.itemActions}>
        {found && !found.testRunCompleted ? (
          <Button variant="outline" onClick={onTestRun}>
            Test run first
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={reading.state === 'reading'} onClick={onPublish}>
          {found && found.problems.length > 0 ? 'Publish anyway' : 'Publish'}
        </Button>
      </p>
    </Modal>
  );
}
