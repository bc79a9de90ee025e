import type { RequestStatus } from '@taskwell/api-sdk';

/**
 * The one name of each run status, wherever a run is shown (the run modal, the recent runs, Tasks
 * in Process). Issue 25: the queue said "Failed" where the run modal said "Stopped".
 */
export const runStatusLabels: Record<RequestStatus['status'], string> = {
  IN_PROGRESS: 'In progress',
  PAUSED: 'Waiting for you',
  COMPLETED: 'Completed',
  ERROR: 'Failed',
  ABORTED: 'Cancelled',
};
