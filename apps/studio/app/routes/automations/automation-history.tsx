import { Link } from '@remix-run/react';
import type { AutomationDelivery, AutomationRun } from '@taskwell/api-sdk';
import { formatDateTime } from '@taskwell/domain';
import { Alert, Loader } from '@taskwell/ui/alert';
import { Badge } from '@taskwell/ui/badge';
import { DataTable } from '@taskwell/ui/data-table';
import { useEffect, useState } from 'react';
import type { BrowserApi } from '../../task-run/browser-api.ts';
import { deliveryLabel, runLabel, triggerWords } from './automation-words.ts';
import * as styles from './automations.css.ts';

/** Props of {@link AutomationHistory}. */
export interface AutomationHistoryProps {
  automationId: string;
  automationName: string;
  taskId: string;
  /** The pinned version of the user's own task; null when runs use the latest (or the listing's). */
  taskVersion?: number | null | undefined;
  timeZone: string;
  api: Pick<BrowserApi, 'client'>;
  /** Changes when the list was read again (a run started): the history is read again too. */
  version: string;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; runs: AutomationRun[]; deliveries: AutomationDelivery[] }
  | { state: 'failed' };

/**
 * An automation's history (issue 46): each start (when it was due, what started it, the run's
 * status, or why nothing started) and each delivery of its results (e-mail or webhook, how it
 * went). Read from the API when it is opened.
 */
export function AutomationHistory({
  automationId,
  automationName,
  taskId,
  taskVersion,
  timeZone,
  api,
  version,
}: AutomationHistoryProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const stop = new AbortController();
    void version;
    Promise.all([
      api.client.listAutomationRuns(automationId, { limit: 20 }, { signal: stop.signal }),
      api.client.listAutomationDeliveries(automationId, { signal: stop.signal }),
    ]).then(
      ([runs, deliveries]) => setLoaded({ state: 'ready', runs: runs.runs, deliveries: deliveries.deliveries }),
      () => {
        if (!stop.signal.aborted) setLoaded({ state: 'failed' });
      },
    );
    return () => stop.abort();
  }, [api, automationId, version]);

  if (loaded.state === 'loading') return <Loader label={`Reading the history of ${automationName}`} showLabel />;
  if (loaded.state === 'failed') return <Alert tone="critical">The history could not be read. Please try again.</Alert>;
  return (
    <div className={styles.history}>
      {taskVersion ? <p className={styles.hint}>Its runs use version {taskVersion} of the task (pinned).</p> : null}
      <DataTable
        label={`Runs of ${automationName}`}
        rows={loaded.runs}
        rowKey={(run) => run.id}
        empty="No runs yet."
        columns={[
          { header: 'Due', cell: (run) => formatDateTime(run.scheduledFor, { timeZone }) },
          { header: 'Started by', cell: (run) => triggerWords[run.trigger] },
          { header: 'Status', cell: (run) => <RunStatus run={run} taskId={taskId} /> },
        ]}
      />
      <DataTable
        label={`Deliveries of ${automationName}`}
        rows={loaded.deliveries}
        rowKey={(delivery) => delivery.id}
        empty="Nothing delivered yet."
        columns={[
          { header: 'Last try', cell: (delivery) => formatDateTime(delivery.updatedAt, { timeZone }) },
          { header: 'By', cell: (delivery) => (delivery.channel === 'email' ? 'E-mail' : 'Webhook') },
          { header: 'Status', cell: (delivery) => <DeliveryStatus delivery={delivery} /> },
        ]}
      />
    </div>
  );
}

function RunStatus({ run, taskId }: { run: AutomationRun; taskId: string }) {
  const { label, tone } = runLabel(run);
  return (
    <>
      <Badge tone={tone}>{label}</Badge>
      {run.runId ? (
        <>
          {' '}
          <Link to={`/tasks?${new URLSearchParams({ task: taskId, run: run.runId })}`}>Open the run</Link>
        </>
      ) : null}
      {run.reason ? <p className={styles.hint}>{run.reason}</p> : null}
    </>
  );
}

function DeliveryStatus({ delivery }: { delivery: AutomationDelivery }) {
  const { label, tone } = deliveryLabel(delivery);
  return (
    <>
      <Badge tone={tone}>{label}</Badge> {delivery.attempts === 1 ? '1 try' : `${delivery.attempts} tries`}
      {delivery.reason ? <p className={styles.hint}>{delivery.reason}</p> : null}
    </>
  );
}
