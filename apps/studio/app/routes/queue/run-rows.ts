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

/** How long ago (or for how long) in words a user reads at a glance: "just now", "4 min ago", "2 h ago", then a date. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
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
