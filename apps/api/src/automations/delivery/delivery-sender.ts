import type { RunDetail } from '@taskwell/api-sdk';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { automationDeliveries, automations } from '../../db/automation-schema.ts';
import type { Database } from '../../db/open-database.ts';
import type { AutomationDeliveryRow } from '../automation-view.ts';
import {
  type DeliveredRun,
  deliveryMail,
  deliveryPayload,
  deliverySignature,
  deliveryTimeoutMs,
  type LinkedFile,
  resultItems,
  retryDelayMs,
} from './delivery-rules.ts';

/** What a delivery is sent with. */
export interface DeliveryPorts {
  db: Database;
  now: () => Date;
  /** A run of its owner with its results; undefined when it is gone. */
  runDetail: (email: string, runId: string) => Promise<RunDetail | undefined>;
  /** A link that reads one of the owner's files until it expires. */
  fileLink: (assetId: string, ownerEmail: string) => Promise<LinkedFile | undefined>;
  /** Hands one mail to the mail server; rejects when it could not. */
  sendMail: (to: string, mail: { subject: string; text: string }) => Promise<void>;
  /** The guarded fetch (no private addresses unless allowed, no redirects, replies limited). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The studio's address, for the links in the mails. */
  studioUrl: string;
}

/** How long a process holds a delivery it is sending. */
const claimMs = 60_000;

/** Why an attempt failed, in words a user reads. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `The address did not answer within ${deliveryTimeoutMs / 1000} s.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `It could not be sent: ${message}`.slice(0, 500);
}

/**
 * Sends the deliveries that are due (decision 170): claimed under `FOR UPDATE SKIP LOCKED` for a
 * minute (a killed process's are taken over), each sent once per attempt; a failed attempt is
 * tried again after the back-off, and after the last it is `failed` with the reason.
 */
export class DeliverySender {
  constructor(private readonly ports: DeliveryPorts) {}

  /** Sends what is due; gives how many attempts were made. */
  async sendDue(batch: number): Promise<number> {
    const due = await this.claim(batch);
    let index = 0;
    // A few at a time: one slow receiver does not hold up the others.
    const lane = async () => {
      while (index < due.length) await this.attempt(due[index++] as AutomationDeliveryRow);
    };
    await Promise.all(Array.from({ length: 8 }, lane));
    return due.length;
  }

  private async claim(batch: number): Promise<AutomationDeliveryRow[]> {
    const now = this.ports.now();
    return this.ports.db.transaction(async (tx) => {
      const free = await tx
        .select({ id: automationDeliveries.id })
        .from(automationDeliveries)
        .where(
          and(
            eq(automationDeliveries.status, 'pending'),
            lte(automationDeliveries.nextAttemptAt, now),
            or(isNull(automationDeliveries.claimedUntil), lt(automationDeliveries.claimedUntil, now)),
          ),
        )
        .orderBy(asc(automationDeliveries.nextAttemptAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (free.length === 0) return [];
      return tx
        .update(automationDeliveries)
        .set({ claimedUntil: new Date(now.getTime() + claimMs) })
        .where(
          inArray(
            automationDeliveries.id,
            free.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private async attempt(delivery: AutomationDeliveryRow): Promise<void> {
    const { db } = this.ports;
    const [automation] = await db.select().from(automations).where(eq(automations.id, delivery.automationId));
    let failure: string | undefined;
    try {
      if (!automation) throw new Error('the automation was deleted.');
      const delivered = await this.content(delivery, automation);
      if (!delivered) {
        failure = 'The run is no longer there.';
      } else if (delivery.channel === 'email') {
        await this.ports.sendMail(delivery.target, deliveryMail(delivered, this.ports.studioUrl));
      } else {
        failure = await this.post(delivery, automation.deliverySecret ?? '', delivered);
      }
    } catch (error) {
      failure = reasonOf(error);
    }
    const attempts = delivery.attempts + 1;
    const now = this.ports.now();
    const delay = failure === undefined ? undefined : retryDelayMs(attempts);
    await db
      .update(automationDeliveries)
      .set({
        attempts,
        status: failure === undefined ? 'delivered' : delay === undefined ? 'failed' : 'pending',
        reason: failure ?? null,
        nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay),
        claimedUntil: null,
        updatedAt: now,
      })
      .where(and(eq(automationDeliveries.id, delivery.id), eq(automationDeliveries.status, 'pending')));
  }

  /** Posts the signed JSON; gives the reason of a failure, undefined when it was taken (2xx). */
  private async post(delivery: AutomationDeliveryRow, secret: string, delivered: DeliveredRun) {
    const body = JSON.stringify(deliveryPayload(delivered));
    const unixSeconds = Math.floor(this.ports.now().getTime() / 1000);
    const response = await this.ports.fetch(delivery.target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Taskwell-Signature': deliverySignature(secret, unixSeconds, body),
        'Taskwell-Delivery': delivery.id,
        'Taskwell-Event': delivery.outcome === 'completed' ? 'run.completed' : 'run.failed',
      },
      body,
      signal: AbortSignal.timeout(deliveryTimeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return undefined;
    return `The address answered HTTP ${response.status}.`;
  }

  private async content(
    delivery: AutomationDeliveryRow,
    automation: typeof automations.$inferSelect,
  ): Promise<DeliveredRun | undefined> {
    const run = await this.ports.runDetail(automation.ownerEmail, delivery.runId);
    if (!run) return undefined;
    const items = resultItems(run.results);
    const files: LinkedFile[] = [];
    for (const file of items.files) {
      const linked = await this.ports.fileLink(file.assetId, automation.ownerEmail);
      if (linked) files.push({ ...linked, name: file.name });
    }
    return {
      deliveryId: delivery.id,
      automation: { id: automation.id, name: automation.name },
      run: {
        id: run.requestId,
        taskId: run.taskId,
        taskName: run.taskName,
        status: run.status,
        message: run.message ?? null,
      },
      finishedAt: new Date(run.finishedAt ?? run.updatedAt),
      results: { texts: items.texts, files },
    };
  }
}
