import { serviceBusyMessage } from '@taskwell/domain';
import type { RunFailure } from '@taskwell/task-engine';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { LinkButton } from '@taskwell/ui/link-button';
import * as styles from './run-modal.css.ts';

/** What the run view says about a failure, and where it leads. */
interface FailureCopy {
  title: string;
  message: string;
  link?: { href: string; label: string } | undefined;
}

/** spec §8's messages (shown, not logged), with the user's way on where there is one. */
export function describeFailure(failure: RunFailure): FailureCopy {
  switch (failure.kind) {
    case 'plan-required':
      // docs/decisions/045: a 403 is the plan's refusal, never a reason to sign out.
      return {
        title: 'Your plan does not include this task',
        message: failure.message,
        link: { href: '/pricing', label: 'See plans' },
      };
    case 'insufficient-credits':
      return {
        title: 'Not enough credits',
        message: failure.message,
        link: { href: '/billing', label: 'Buy credits' },
      };
    case 'access-denied':
      return {
        title: 'Your session ended',
        message: 'Sign in again, then try once more. Nothing you entered is lost.',
      };
    case 'service-busy':
      // Issue 42: a part of the service is down for a moment; the form keeps what was entered.
      return {
        title: 'The service is busy',
        message: `${serviceBusyMessage} Nothing you entered is lost.`,
      };
    case 'http':
      return { title: 'The task could not be started', message: failure.detail ?? failure.message };
    case 'start-rejected':
    case 'malformed-reply':
    case 'network':
      return { title: 'The task could not be started', message: failure.message };
    case 'task-error':
      return { title: 'The run stopped with an error', message: failure.message };
    case 'aborted':
      return { title: 'The run was aborted', message: failure.message };
    case 'unexpected-status':
    case 'poll-failed':
    case 'max-attempts':
      return { title: 'The run could not be followed', message: failure.message };
    default:
      return failure satisfies never;
  }
}

/** Props of {@link FailureNotice}. */
export interface FailureNoticeProps {
  /** Why the run stopped. */
  failure: RunFailure;
  /** Starts the run again with the same inputs; absent where that is not possible. */
  onRetry?: (() => void) | undefined;
  /** Goes back to the form, where the inputs can be given again. */
  onEdit?: (() => void) | undefined;
}

/** A failure of a run on screen, with Retry (seed defect fixed: the spec's Retry did nothing). */
export function FailureNotice({ failure, onRetry, onEdit }: FailureNoticeProps) {
  const copy = describeFailure(failure);
  return (
    <Alert tone="critical" title={copy.title}>
      <div className={styles.notice}>
        <p>{copy.message}</p>
        {copy.link || onRetry || onEdit ? (
          <div className={styles.noticeActions}>
            {copy.link ? (
              <LinkButton href={copy.link.href} size="sm" variant="outline">
                {copy.link.label}
              </LinkButton>
            ) : null}
            {onRetry ? (
              <Button size="sm" onClick={onRetry}>
                Retry
              </Button>
            ) : null}
            {onEdit ? (
              <Button size="sm" variant="outline" onClick={onEdit}>
                Back to the form
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Alert>
  );
}
