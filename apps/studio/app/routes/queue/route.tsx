import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react';
import { AccessDeniedError, ApiError, NetworkError, type RunSummary } from '@taskwell/api-sdk';
import { formatCredits } from '@taskwell/domain';
import { stepperModel } from '@taskwell/task-engine';
import { Alert } from '@taskwell/ui/alert';
import { Badge } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { LinkButton } from '@taskwell/ui/link-button';
import { ConfirmDialog } from '@taskwell/ui/modal';
import { Stepper } from '@taskwell/ui/stepper';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { AutomationOrigin } from '../../components/automation-origin/index.ts';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import { isSessionEnded, keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, openRequest, requireSignedIn, sessionEndedReply } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import * as styles from './queue.css.ts';
import { isActive, retryLabel, retryQuestion, statusLabels, statusTone } from './run-rows.ts';
import { useListRefresh } from './use-list-refresh.ts';
import { type LiveRun, useLiveRuns } from './use-live-runs.ts';

/** spec §2: Tasks in Process is in the private group. */
export const handle = privateRoute;

/** Not reloaded under the sign-in modal. */
export const shouldRevalidate = keepPageAfterSessionEnded;

const runAction = z.object({
  intent: z.enum(['cancel', 'retry']),
  requestId: z.string().min(1).max(128),
  // A Retry click's key (the contract's Idempotency-Key shape): a second submission of that click
  // starts and charges nothing more (issue 29).
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,128}$/)
    .optional(),
});

/** A page of the user's runs, newest first; `?cursor=` pages on. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined;
  const page = await loadOrEndSession(signedIn, (api) =>
    api.listRuns({ cursor, limit: 25 }, { signal: request.signal }),
  );
  // Each reading of the list gives the Retry buttons new keys: a click sent twice is one action,
  // a click after the list was read again another.
  return { runs: page.items, nextCursor: page.nextCursor, now: Date.now(), clickKey: crypto.randomUUID() };
}

/** What Cancel and Retry answer. */
type QueueOutcome =
  | { status: 'cancelled'; requestId: string }
  | { status: 'retried'; requestId: string; newRequestId: string }
  | { status: 'refused'; requestId: string; message: string };

/** Cancel (an IN_PROGRESS or PAUSED run, refunded) and Retry (a new run, from the failed step). */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = runAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<QueueOutcome>({ status: 'refused', requestId: '', message: 'That request was not understood.' }, 400);
  }
  const { intent, requestId, idempotencyKey } = parsed.data;
  const opened = await openRequest(request, context);
  if (!opened.token) return sessionEndedReply(opened);
  try {
    if (intent === 'cancel') {
      await opened.api.cancelRun(requestId, { signal: request.signal });
      return data<QueueOutcome>({ status: 'cancelled', requestId });
    }
    const accepted = await opened.api.retryRun(requestId, { signal: request.signal, idempotencyKey });
    return data<QueueOutcome>({ status: 'retried', requestId, newRequestId: accepted.requestId });
  } catch (error) {
    if (error instanceof AccessDeniedError) return sessionEndedReply(opened);
    if (error instanceof ApiError) {
      return data<QueueOutcome>({ status: 'refused', requestId, message: error.message }, 409);
    }
    if (error instanceof NetworkError) {
      return data<QueueOutcome>(
        { status: 'refused', requestId, message: 'Taskwell could not be reached. Please try again.' },
        502,
      );
    }
    throw error;
  }
}

/** One run: task, status, stepper, times, and what can be done with it. */
function RunRow({
  run,
  live,
  now,
  clickKey,
}: {
  run: RunSummary;
  live: LiveRun | undefined;
  now: number;
  clickKey: string;
}) {
  const fetcher = useFetcher<typeof action>();
  const { open } = useSignIn();
  const [confirming, setConfirming] = useState(false);
  const [retrying, setRetrying] = useState(false);
  // The stream's news apply while the list still has the run going; once the list (reloaded
  // after a cancel, a retry or the run's end) says it ended, the list is the newer word.
  const shown = isActive(run.status) && live ? { ...run, ...live } : run;
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const retry = retryLabel(shown);
  const dates = useReaderDates();

  useEffect(() => {
    if (isSessionEnded(result)) open({ mode: 'login', reason: 'session-ended' });
  }, [result, open]);

  return (
    <li className={styles.row} aria-label={`${run.taskName}, ${statusLabels[shown.status]}`}>
      <div>
        <div className={styles.head}>
          <h2 className={styles.name}>{run.taskName}</h2>
          <Badge tone={statusTone(shown.status)}>{statusLabels[shown.status]}</Badge>
          <Badge tone="neutral">{formatCredits(run.fee)}</Badge>
        </div>
        <Stepper steps={stepperModel(shown).steps} label={`Progress of ${run.taskName}`} />
        <p className={styles.meta}>
          Started {dates.relative(run.createdAt, now)}
          {run.finishedAt && !isActive(shown.status) ? ` · ended ${dates.relative(run.finishedAt, now)}` : ''}
          {run.retryOf ? ' · started again from an earlier run' : ''}
          {run.aiService ? ` · AI on ${run.aiService.label}` : ''}
        </p>
        <AutomationOrigin automation={run.automation} />
        {shown.message ? <p className={styles.message}>{shown.message}</p> : null}
        {result && !isSessionEnded(result) && result.status === 'refused' ? (
          <Alert tone="critical">{result.message}</Alert>
        ) : null}
        {result && !isSessionEnded(result) && result.status === 'retried' ? (
          <Alert tone="positive">Started again. The new run is at the top of the list.</Alert>
        ) : null}
      </div>
      <div className={styles.actions}>
        {/* The run view of the catalogue (decision 046): live progress, results, feedback. */}
        <LinkButton
          href={`/tasks?${new URLSearchParams({ task: run.taskId, run: run.requestId })}`}
          variant="outline"
          size="sm"
          aria-label={`Open the run of ${run.taskName}`}
        >
          Open
        </LinkButton>
        {isActive(shown.status) ? (
          <Button variant="outline" size="sm" loading={busy} onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        ) : null}
        {retry ? (
          <Button size="sm" loading={busy} onClick={() => setRetrying(true)}>
            {retry}
          </Button>
        ) : null}
      </div>
      {/* Issue 25: a new run is charged; its fee is said before it starts. */}
      <ConfirmDialog
        open={retrying}
        onOpenChange={setRetrying}
        message={`${retryQuestion(shown, run.taskName)} It costs ${formatCredits(run.fee)}.`}
        onConfirm={() =>
          fetcher.submit(
            { intent: 'retry', requestId: run.requestId, idempotencyKey: `${clickKey}.${run.requestId}` },
            { method: 'post' },
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={`Cancel this run of ${run.taskName}? The step that is running stops, and its ${formatCredits(run.fee)} are refunded.`}
        onConfirm={() => fetcher.submit({ intent: 'cancel', requestId: run.requestId }, { method: 'post' })}
      />
    </li>
  );
}

export default function QueueRoute() {
  const { runs, nextCursor, now, clickKey } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const active = runs.filter((run) => isActive(run.status)).map((run) => run.requestId);
  // Rows follow their run's event stream; the list is read again when one of them settles.
  const live = useLiveRuns(active, () => {
    if (revalidator.state === 'idle') revalidator.revalidate();
  });
  // Runs started in another tab or by an integration show up while the user looks at the list.
  useListRefresh(() => {
    if (revalidator.state === 'idle') revalidator.revalidate();
  });

  return (
    <>
      <h1 className={styles.title}>Tasks in Process</h1>
      <p className={styles.intro}>Your runs, newest first. Runs in progress update here as they go.</p>
      {runs.length === 0 ? (
        <Alert tone="info">
          {searchParams.get('cursor') ? (
            'There are no older runs.'
          ) : (
            <>
              You have not run a task yet. Pick one in <Link to="/tasks">My Tasks</Link>; it shows up here while it runs
              and after.
            </>
          )}
        </Alert>
      ) : (
        <ul className={styles.list} aria-label="Your runs">
          {runs.map((run) => (
            <RunRow key={run.requestId} run={run} live={live.get(run.requestId)} now={now} clickKey={clickKey} />
          ))}
        </ul>
      )}
      {nextCursor ? (
        <div className={styles.more}>
          <LinkButton href={`/queue?cursor=${encodeURIComponent(nextCursor)}`} variant="outline">
            Older runs
          </LinkButton>
        </div>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: 'Tasks in Process · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Tasks in Process" />;
}
