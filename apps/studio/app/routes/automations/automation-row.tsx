import type { Automation } from '@taskwell/api-sdk';
import { formatDateTime } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Badge } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { CopyButton } from '@taskwell/ui/copy-button';
import { ConfirmDialog } from '@taskwell/ui/modal';
import { TextInput } from '@taskwell/ui/text-input';
import { useState } from 'react';
import type { BrowserApi } from '../../task-run/browser-api.ts';
import { AutomationHistory } from './automation-history.tsx';
import type { AutomationOutcome } from './automation-outcome.ts';
import { deliverySummary, runLabel, triggerSummary } from './automation-words.ts';
import * as styles from './automations.css.ts';

/** Props of {@link AutomationRow}. */
export interface AutomationRowProps {
  automation: Automation;
  taskName: (taskId: string) => string;
  /** The API's address: a webhook's secret URL is shown in full. */
  hookBase: string;
  api: Pick<BrowserApi, 'client'>;
  /** Sends an action of this row (the route's action). */
  submit: (body: object) => void;
  busy: boolean;
  /** The action's last reply about this automation. */
  reply: AutomationOutcome | undefined;
  onEdit: () => void;
  /** Changes when the list was read again. */
  version: string;
}

/** A secret shown in full with a copy button (a read-only field: selectable, announced). */
export function SecretLine({ label, value, description }: { label: string; value: string; description?: string }) {
  return (
    <div className={styles.secret}>
      <TextInput label={label} value={value} readOnly description={description} spellCheck={false} />
      <CopyButton text={value} label={`Copy the ${label.toLowerCase()}`} />
    </div>
  );
}

/**
 * One automation (issue 46): name, task, trigger, delivery, status, the next run and the last;
 * Run now, Pause or Resume, Edit, History, Delete (confirmed); an inbound webhook's secret URL with
 * a new one on demand (its signing secret shown once).
 */
export function AutomationRow({
  automation,
  taskName,
  hookBase,
  api,
  submit,
  busy,
  reply,
  onEdit,
  version,
}: AutomationRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { id, name, status, timeZone, lastRun } = automation;
  const hookUrl = automation.webhookUrl ? new URL(automation.webhookUrl, hookBase).href : undefined;
  const rotated = reply?.status === 'rotated' ? reply.secrets : undefined;
  const last = lastRun ? runLabel(lastRun) : undefined;
  const historyId = `history-${id}`;
  const answered = Object.keys(automation.answers ?? {}).length;
  return (
    // The target of a run's "Started by automation" link.
    <li id={`automation-${id}`} className={styles.row} aria-label={name}>
      <div className={styles.head}>
        <h2 className={styles.name}>{name}</h2>
        <Badge tone={status === 'active' ? 'positive' : 'neutral'}>{status === 'active' ? 'Active' : 'Paused'}</Badge>
      </div>
      <p className={styles.meta}>
        {taskName(automation.taskId)} · {triggerSummary(automation, taskName)} · {deliverySummary(automation)}
      </p>
      {automation.taskVersion || answered > 0 ? (
        <p className={styles.meta}>
          {automation.taskVersion ? `Pinned to version ${automation.taskVersion}` : 'Latest published version'}
          {answered > 0 ? ` · ${answered === 1 ? '1 question' : `${answered} questions`} answered ahead` : ''}
        </p>
      ) : null}
      {automation.pausedReason ? <Alert tone="critical">Paused: {automation.pausedReason}</Alert> : null}
      {automation.lastProblem && !automation.pausedReason ? (
        <Alert tone="critical">Could not start: {automation.lastProblem.reason}</Alert>
      ) : null}
      <p className={styles.meta}>
        {automation.nextRunAt
          ? `Next run ${formatDateTime(automation.nextRunAt, { timeZone })} (${timeZone})`
          : status === 'paused'
            ? 'No run is scheduled while it is paused.'
            : automation.trigger.kind === 'webhook'
              ? 'Runs when its webhook is called.'
              : automation.trigger.kind === 'after-task'
                ? 'Runs after each completed run of the task it follows.'
                : 'Not scheduled.'}
      </p>
      <p className={styles.meta}>
        {lastRun && last ? (
          <>
            Last run {formatDateTime(lastRun.scheduledFor, { timeZone })}: <Badge tone={last.tone}>{last.label}</Badge>
          </>
        ) : (
          'No runs yet.'
        )}
      </p>
      {hookUrl ? (
        <SecretLine
          label="Webhook URL"
          value={rotated?.webhookUrl ? new URL(rotated.webhookUrl, hookBase).href : hookUrl}
          description="Anyone with this address can start a run: keep it secret. POST JSON whose members fill the task's fields."
        />
      ) : null}
      {rotated?.signingSecret && automation.trigger.signed ? (
        <SecretLine label="Signing secret" value={rotated.signingSecret} description="Shown once: copy it now." />
      ) : null}
      {reply?.status === 'refused' ? <Alert tone="critical">{reply.message}</Alert> : null}
      {reply?.status === 'started' ? (
        <Alert tone="positive">Started. It is in Tasks in Process and in the history below.</Alert>
      ) : null}
      {reply?.status === 'rotated' ? (
        <Alert tone="positive">A new webhook URL is in force; the old one no longer starts runs.</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button size="sm" disabled={busy} onClick={() => submit({ intent: 'run', id })}>
          Run now
        </Button>
        {status === 'active' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => submit({ intent: 'pause', id })}>
            Pause
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => submit({ intent: 'resume', id })}>
            Resume
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={historyOpen}
          aria-controls={historyId}
          onClick={() => setHistoryOpen((open) => !open)}
        >
          History
        </Button>
        {hookUrl ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => submit({ intent: 'rotate', id })}>
            New webhook URL
          </Button>
        ) : null}
        <Button size="sm" variant="subtle" disabled={busy} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <div id={historyId}>
        {historyOpen ? (
          <AutomationHistory
            automationId={id}
            automationName={name}
            taskId={automation.taskId}
            taskVersion={automation.taskVersion}
            timeZone={timeZone}
            api={api}
            version={version}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={`Delete ${name}? No run starts from it any more; its runs' results stay in My Assets.`}
        onConfirm={() => submit({ intent: 'delete', id })}
      />
    </li>
  );
}
