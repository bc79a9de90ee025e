import type { RunStatus, RunSummary } from '@taskwell/api-sdk';
import { runStatusLabels } from '@taskwell/task-engine';

/** What a row of Tasks in Process shows of a run's status (spec §4 run statuses, in words). */
export const statusLabels: Record<RunStatus, string> = runStatusLabels;

/** The badge tone of a status. */
export function statusTone(status: RunStatus): 'accent' | 'neutral' | 'positive' | 'critical' {
  switch (status) {
    case 'IN_PROGRESS':
    case 'PAUSED':
      return 'accent';
    case 'COMPLETED':
      return 'positive';
    case 'ERROR':
      return 'critical';
    case 'ABORTED':
      return 'neutral';
    default:
      return status satisfies never;
  }
}

/** Whether a run is still going (it may be cancelled, and its stream followed). */
export function isActive(status: RunStatus): boolean {
  return status === 'IN_PROGRESS' || status === 'PAUSED';
}

/** What Retry does for a run that ended, in the words of its button (undefined: no retry). */
export function retryLabel(run: Pick<RunSummary, 'status' | 'step' | 'max'>): string | undefined {
  switch (run.status) {
    case 'ERROR':
      return `Retry from step ${Math.min(run.step + 1, Math.max(run.max, 1))}`;
    case 'ABORTED':
    case 'COMPLETED':
      return 'Run again';
    case 'IN_PROGRESS':
    case 'PAUSED':
      return undefined;
    default:
      return run.status satisfies never;
  }
}

/** What Retry or Run again asks before it starts (and charges) a new run. */
export function retryQuestion(run: Pick<RunSummary, 'status' | 'step' | 'max'>, taskName: string): string {
  return run.status === 'ERROR'
    ? `Run ${taskName} again from step ${Math.min(run.step + 1, Math.max(run.max, 1))}?`
    : `Run ${taskName} again with the same inputs?`;
}
