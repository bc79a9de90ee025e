import { createHmac } from 'node:crypto';
import type { AutomationDeliveryPayload, RunDetail } from '@taskwell/api-sdk';
import { formatDateTime } from '@taskwell/domain';

/** Attempts a delivery gets in all, the first included (decision 170). */
export const deliveryAttempts = 5;

/** How long an outbound webhook may take to answer. */
export const deliveryTimeoutMs = 10_000;

/** How long a file's link in a delivery lasts (7 days). */
export const deliveryLinkSeconds = 7 * 24 * 3600;

/**
 * When a failed attempt is tried again: 30 s after the first, then 4 times longer each time
 * (2 min, 8 min, 32 min); undefined after the last attempt (the delivery failed).
 */
export function retryDelayMs(attemptsMade: number): number | undefined {
  if (attemptsMade >= deliveryAttempts) return undefined;
  return 30_000 * 4 ** (attemptsMade - 1);
}

/** `Taskwell-Signature` of an outbound delivery: as inbound webhooks are signed (decision 153). */
export function deliverySignature(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/** A file of a run's results, with the link that reads it until `expiresAt`. */
export interface LinkedFile {
  name: string;
  fileName: string;
  url: string;
  expiresAt: Date;
}

/** A run's results as a delivery carries them: texts whole, files by their links. */
export interface DeliveredResults {
  texts: { name: string; text: string }[];
  files: LinkedFile[];
}

/** The items of a run's results split into texts and files (a file item: its asset id). */
export function resultItems(results: RunDetail['results']): {
  texts: { name: string; text: string }[];
  files: { name: string; assetId: string }[];
} {
  const texts: { name: string; text: string }[] = [];
  const files: { name: string; assetId: string }[] = [];
  for (const { parameter } of results) {
    for (const item of parameter.value) {
      if (typeof item.text === 'string') texts.push({ name: parameter.name, text: item.text });
      else files.push({ name: parameter.name, assetId: item.data });
    }
  }
  return { texts, files };
}

/** What is delivered of one finished run. */
export interface DeliveredRun {
  deliveryId: string;
  automation: { id: string; name: string };
  run: { id: string; taskId: string; taskName: string; status: RunDetail['status']; message: string | null };
  finishedAt: Date;
  results: DeliveredResults;
}

const failed = (run: DeliveredRun['run']) => run.status !== 'COMPLETED';

/** Why a run failed, in the user's words. */
function failureReason(run: DeliveredRun['run']): string {
  if (run.message) return run.message;
  return run.status === 'ABORTED' ? 'The run was stopped.' : 'The run failed.';
}

/** The JSON body of an outbound webhook delivery (the contract's `AutomationDeliveryPayload`). */
export function deliveryPayload(delivered: DeliveredRun): AutomationDeliveryPayload {
  const isFailure = failed(delivered.run);
  return {
    deliveryId: delivered.deliveryId,
    event: isFailure ? 'run.failed' : 'run.completed',
    automation: delivered.automation,
    run: {
      id: delivered.run.id,
      taskId: delivered.run.taskId,
      taskName: delivered.run.taskName,
      status: delivered.run.status,
      reason: isFailure ? failureReason(delivered.run) : null,
      finishedAt: delivered.finishedAt.toISOString(),
    },
    results: [
      ...delivered.results.texts.map((text) => ({ name: text.name, kind: 'text' as const, text: text.text })),
      ...delivered.results.files.map((file) => ({
        name: file.name,
        kind: 'file' as const,
        fileName: file.fileName,
        url: file.url,
        expiresAt: file.expiresAt.toISOString(),
      })),
    ],
  };
}

/** The e-mail of a delivery: the texts in the body, each file as a link that expires. */
export function deliveryMail(delivered: DeliveredRun, studioUrl: string): { subject: string; text: string } {
  const { automation, run, results } = delivered;
  if (failed(run)) {
    return {
      subject: `${automation.name}: the run of ${run.taskName} failed`,
      text: [
        `Your automation "${automation.name}" started ${run.taskName}, and the run did not complete.`,
        '',
        `Why: ${failureReason(run)}`,
        '',
        `The run in Tasks in Process: ${studioUrl}/tasks`,
      ].join('\n'),
    };
  }
  const lines = [`Your automation "${automation.name}" ran ${run.taskName}. Its results:`, ''];
  for (const text of results.texts) lines.push(`--- ${text.name} ---`, text.text, '');
  if (results.files.length > 0) {
    lines.push('Files (each link works until the date shown):');
    for (const file of results.files) {
      lines.push(`- ${file.fileName} (${file.name}), until ${formatDateTime(file.expiresAt, { timeZone: 'UTC' })}:`);
      lines.push(`  ${file.url}`);
    }
    lines.push('');
  }
  lines.push(`Everything is also in My Assets: ${studioUrl}/assets`);
  return { subject: `${automation.name}: results of ${run.taskName}`, text: lines.join('\n') };
}
