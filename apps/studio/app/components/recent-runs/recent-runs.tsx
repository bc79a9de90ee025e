import { Link } from '@remix-run/react';
import { ApiError, type RunStatus, type Task } from '@taskwell/api-sdk';
import { runStatusLabels } from '@taskwell/task-engine';
import { Badge, type BadgeTone } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { useEffect, useMemo, useState } from 'react';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { createLazyBrowserApi } from '../../task-run/lazy-browser-api.ts';
import { forgetRun, type RememberedRun, rememberedRuns } from '../../task-run/remembered-runs.ts';
import * as styles from './recent-runs.css.ts';

/** Props of {@link RecentRuns}. */
export interface RecentRunsProps {
  /** The signed-in account whose remembered runs are listed. */
  accountId: string;
  /** The catalogue, for the tasks' names. */
  tasks: readonly Task[];
  /** Opens a run in the run modal. */
  onOpen: (taskId: string, requestId: string) => void;
  /** Changes whenever the list should be read again (a run modal closed). */
  refreshKey: number;
}

/** spec §9: status polling every 5 s, at most 100 times. */
const pollIntervalMs = 5000;
const maxPolls = 100;

const statusText: Record<RunStatus, { label: string; tone: BadgeTone }> = {
  IN_PROGRESS: { label: runStatusLabels.IN_PROGRESS, tone: 'accent' },
  PAUSED: { label: runStatusLabels.PAUSED, tone: 'accent' },
  COMPLETED: { label: runStatusLabels.COMPLETED, tone: 'positive' },
  ERROR: { label: runStatusLabels.ERROR, tone: 'critical' },
  ABORTED: { label: runStatusLabels.ABORTED, tone: 'critical' },
};

/**
 * The runs started in this browser (docs/decisions/046), each with its true state read from the
 * server: a run that went on while the tab was closed shows where it is now, and opens in the
 * run modal with its results.
 */
export default function RecentRuns({ accountId, tasks, onOpen, refreshKey }: RecentRunsProps) {
  const { open } = useSignIn();
  const api = useMemo(
    () => createLazyBrowserApi({ onSessionEnded: () => open({ mode: 'login', reason: 'session-ended' }) }),
    [open],
  );
  const [runs, setRuns] = useState<RememberedRun[]>([]);
  const [statuses, setStatuses] = useState<Record<string, RunStatus | 'unknown'>>({});
  const dates = useReaderDates();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refreshKey asks for the statuses again
  useEffect(() => {
    const reading = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const read = async () => {
      polls += 1;
      const remembered = rememberedRuns(accountId);
      const found: Record<string, RunStatus | 'unknown'> = {};
      await Promise.all(
        remembered.map(async (run) => {
          try {
            found[run.requestId] = (
              await api.client.getRequestResults(run.requestId, { signal: reading.signal })
            ).status;
          } catch (error) {
            // A run the server does not know (any more) is forgotten; other failures leave it unknown.
            if (error instanceof ApiError && error.status === 404) forgetRun(accountId, run.requestId);
            else found[run.requestId] = 'unknown';
          }
        }),
      );
      if (reading.signal.aborted) return;
      setRuns(remembered.filter((run) => found[run.requestId] !== undefined));
      setStatuses(found);
      const moving = Object.values(found).some((status) => status === 'IN_PROGRESS');
      if (moving && polls < maxPolls) timer = setTimeout(() => void read(), pollIntervalMs);
    };
    void read();
    return () => {
      reading.abort();
      clearTimeout(timer);
    };
  }, [api, accountId, refreshKey]);

  if (runs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-runs-title">
      <h2 id="recent-runs-title" className={styles.title}>
        Your recent runs
      </h2>
      <ul className={styles.list}>
        {runs.map((run) => {
          const task = tasks.find((entry) => entry.id === run.taskId);
          // Issue 39: a run of a task the catalogue does not list (an AI Store listing's) is named
          // as it was started, never by its task's id, and opens on the page it was started from.
          const name = task?.name ?? run.taskName ?? 'A task no longer in your catalogue';
          const started = dates.dateTime(run.startedAt);
          const status = statuses[run.requestId];
          const shown =
            status && status !== 'unknown'
              ? statusText[status]
              : { label: 'Status unavailable', tone: 'neutral' as const };
          return (
            <li key={run.requestId} className={styles.row}>
              <span className={styles.name}>{name}</span>
              <span className={styles.time}>{started}</span>
              <Badge tone={shown.tone}>{shown.label}</Badge>
              {task ? (
                <span className={styles.open}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Open the run of ${task.name} started ${started}`}
                    onClick={() => onOpen(task.id, run.requestId)}
                  >
                    Open
                  </Button>
                </span>
              ) : run.openAt ? (
                <span className={styles.open}>
                  <Button size="sm" variant="outline" asChild>
                    <Link
                      to={`${run.openAt}?run=${encodeURIComponent(run.requestId)}`}
                      aria-label={`Open the run of ${name} started ${started}`}
                    >
                      Open
                    </Link>
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
