import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AutomationWebhookReceipt } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { type AutomationParameters, automationRuns, automations } from '../db/automation-schema.ts';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import { conflict, DomainError, invalid } from '../errors/domain-error.ts';
import type { AutomationStarter } from './automation-starter.ts';
import type { AutomationRunRow } from './automation-view.ts';

/** How old a signed request may be (seconds), either way. */
export const signatureToleranceSeconds = 300;
/** The largest body an inbound webhook takes (bytes). */
export const webhookBodyLimit = 64 * 1024;

/** Everything that names nothing says the same, and nothing more. */
const nothing = () => new DomainError('not_found', 'not_found', 'Not found.');
const unsigned = (message: string) => new DomainError('unauthenticated', 'invalid_signature', message);

/** The signature of a body at a time, as senders compute it: hex HMAC-SHA256 of "<t>.<body>". */
export function webhookSignature(secret: string, timestamp: number, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** Checks `t=<unix seconds>,v1=<hex>`; gives the request's replay key (`t.v1`). */
function checkSignature(header: string | undefined, secret: string, body: Buffer, now: Date): string {
  if (!header) throw unsigned('This automation takes signed requests only: send Taskwell-Signature.');
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(fields.get('t'));
  const given = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw unsigned('Taskwell-Signature must read t=<unix seconds>,v1=<hex HMAC-SHA256>.');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds) {
    throw unsigned(`The signature's time is more than ${signatureToleranceSeconds} seconds away from now.`);
  }
  const want = Buffer.from(webhookSignature(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(want, Buffer.from(given, 'hex'))) throw unsigned('The signature does not match the body.');
  return `${timestamp}.${given}`;
}

/** The JSON object's scalar members as form values. */
function parametersOf(body: Buffer): AutomationParameters {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw invalid('invalid_json', 'The body is not JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalid('invalid_body', 'Post a JSON object whose members are the form values.');
  }
  const parameters: AutomationParameters = {};
  for (const [name, value] of Object.entries(parsed).slice(0, 100)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      parameters[name] = { metadata: { 'Content-Type': 'text/plain' }, value: String(value) };
    }
  }
  return parameters;
}

export interface AutomationWebhooksOptions {
  db: Database;
  now: () => Date;
  starter: AutomationStarter;
  /** Counts a call to an automation; throws 429 beyond its limit. */
  consume: (automationId: string) => Promise<void>;
  /** How long the receiving process holds the entry it starts (a lapse lets the scheduler start it). */
  claimMs?: number;
}

/**
 * Inbound webhooks (issue 46): a secret URL per automation starts a run with the posted values.
 * In order: the URL (404, the same for unknown, rotated or not a webhook), the automation's rate
 * limit (429), the content type (415), the signature when it takes signed requests only (401; a
 * replay is the same `t.v1` and the unique key of `automation_runs` refuses it), the body (400),
 * the automation being active (409). The entry is recorded, then started at once; if that start
 * fails, the scheduler starts it when the claim lapses.
 */
export class AutomationWebhooks {
  constructor(private readonly options: AutomationWebhooksOptions) {}

  async receive(hookKey: string, body: unknown, signature: string | undefined): Promise<AutomationWebhookReceipt> {
    const { db } = this.options;
    const [row] = await db.select().from(automations).where(eq(automations.webhookKey, hookKey));
    if (row?.trigger.kind !== 'webhook' || !row.signingSecret) throw nothing();
    await this.options.consume(row.id);
    if (!Buffer.isBuffer(body)) {
      throw new DomainError('unsupported_type', 'unsupported_media_type', 'Send the body as application/json.');
    }
    const now = this.options.now();
    const sourceKey = row.trigger.signed ? checkSignature(signature, row.signingSecret, body, now) : null;
    const parameters = parametersOf(body);
    if (row.status !== 'active') throw conflict('automation_paused', 'This automation is paused.');
    const [entry] = await db
      .insert(automationRuns)
      .values({
        id: newRowId(),
        automationId: row.id,
        scheduledFor: now,
        trigger: 'webhook',
        status: 'pending',
        runId: null,
        reason: null,
        sourceKey,
        parameters,
        claimedUntil: new Date(now.getTime() + (this.options.claimMs ?? 30_000)),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!entry) throw unsigned('This signed request was received before; a replay starts nothing.');
    await this.options.starter.startEntry(entry as AutomationRunRow).catch(() => undefined);
    return { accepted: true };
  }
}
