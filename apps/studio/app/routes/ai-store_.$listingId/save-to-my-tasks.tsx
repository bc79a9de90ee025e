import { Link } from '@remix-run/react';
import { type ApiClient, ApiError } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { useState } from 'react';
import * as styles from '../ai-store/store.css.ts';

/** Props of {@link SaveToMyTasks}. */
export interface SaveToMyTasksProps {
  client: Pick<ApiClient, 'saveStoreListing' | 'unsaveStoreListing'>;
  listingId: string;
  /** Whether the listing is in My Tasks when the page loaded. */
  saved: boolean;
  /** Until the page can act (before hydration). */
  disabled?: boolean;
}

/** Why adding or removing failed, in words. */
function failureText(error: unknown, adding: boolean): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'This task is no longer in the store, so it cannot be added to My Tasks.';
  }
  return adding
    ? 'The task could not be added to My Tasks. Check your connection and try again.'
    : 'The task could not be removed from My Tasks. Check your connection and try again.';
}

/**
 * "Add to My Tasks" on a listing's page (issue 26): adds the listing to My Tasks, where it shows
 * under "From the AI Store"; once added it says so and offers to remove it.
 */
export function SaveToMyTasks({ client, listingId, saved: savedAtLoad, disabled }: SaveToMyTasksProps) {
  const [saved, setSaved] = useState(savedAtLoad);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle() {
    const adding = !saved;
    setPending(true);
    setFailure(null);
    try {
      if (adding) await client.saveStoreListing(listingId);
      else await client.unsaveStoreListing(listingId);
      setSaved(adding);
    } catch (error) {
      setFailure(failureText(error, adding));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.controls}>
      {saved ? (
        <p role="status">
          In My Tasks · <Link to="/tasks">Open My Tasks</Link>
        </p>
      ) : null}
      <Button variant={saved ? 'subtle' : 'outline'} loading={pending} disabled={disabled} onClick={toggle}>
        {saved ? 'Remove from My Tasks' : 'Add to My Tasks'}
      </Button>
      {failure ? <Alert tone="critical">{failure}</Alert> : null}
    </div>
  );
}
