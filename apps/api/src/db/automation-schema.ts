import type { AutomationDeliveryInput, AutomationTriggerInput } from '@taskwell/api-sdk';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, createdAt, runs } from './core-schema.ts';

// Automations (issue 46, decisions 153 to 155): a task started on a schedule, an inbound webhook
// or after another task, with the form's values kept once; every start is one row of
// `automation_runs`, unique per (automation, moment), so that a moment starts at most once
// whatever processes race for it; every delivery of a run's results one row of `automation_deliveries`.

/** The form's values as a start takes them (the contract's `ExecuteTaskRequest.parameters`). */
export type AutomationParameters = Record<string, { metadata: { 'Content-Type': string }; value: string }>;

/** What starts its runs (the contract's `AutomationTriggerInput`). */
export type AutomationTriggerColumn = AutomationTriggerInput;

/** Why a due start could not be made (the contract's `AutomationProblem.cause`). */
export type AutomationProblemCause = 'credits' | 'plan' | 'withdrawn' | 'inputs' | 'other';

/** Where its results go (the contract's `AutomationDeliveryInput`). */
export type AutomationDeliveryColumn = AutomationDeliveryInput;

export const automations = pgTable(
  'automations',
  {
    /** A UUID version 7. */
    id: text('id').primaryKey(),
    ownerEmail: text('owner_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    taskId: text('task_id').notNull(),
    listingId: text('listing_id'),
    parameters: jsonb('parameters').$type<AutomationParameters>().notNull(),
    trigger: jsonb('trigger').$type<AutomationTriggerColumn>().notNull(),
    /** An IANA time zone the schedule is read in. */
    timeZone: text('time_zone').notNull(),
    /** A moment missed while the service was down: started once, or skipped. */
    missed: text('missed').$type<'run-once' | 'skip'>().notNull(),
    delivery: jsonb('delivery').$type<AutomationDeliveryColumn>().notNull(),
    status: text('status').$type<'active' | 'paused'>().notNull(),
    /** Why the service paused it (repeated failures); null when the user did, or it is active. */
    pausedReason: text('paused_reason'),
    /** Starts that failed in a row; the user is told once, at the first. */
    failures: integer('failures').notNull().default(0),
    /** The next scheduled moment: what the scheduler claims; null when not scheduled or paused. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 (base64url) of the inbound webhook's secret path; null without a webhook trigger. */
    webhookKey: text('webhook_key'),
    /** The shared secret of signed inbound webhooks (shown once). */
    signingSecret: text('signing_secret'),
    /** The secret outbound webhook deliveries are signed with (shown once); null without one. */
    deliverySecret: text('delivery_secret'),
    /** A pinned published version of the owner's own task; null: the latest (decision 171). */
    taskVersion: integer('task_version'),
    /** Answers given ahead to the task's mid-run questions, by name: each run starts with them (decision 176). */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** Why the last due start could not be made (decision 171); null after a start that succeeded. */
    problemCause: text('problem_cause').$type<AutomationProblemCause>(),
    problemReason: text('problem_reason'),
    problemAt: timestamp('problem_at', { withTimezone: true, mode: 'date' }),
    /** Causes the owner was told of by e-mail since the last start that succeeded: one mail per cause. */
    noticedCauses: jsonb('noticed_causes').$type<AutomationProblemCause[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('automations_status', sql`${table.status} IN ('active', 'paused')`),
    check('automations_missed', sql`${table.missed} IN ('run-once', 'skip')`),
    index('automations_owner').on(table.ownerEmail, table.createdAt),
    // The scheduler's claim: active automations by their next moment.
    index('automations_due')
      .on(table.nextRunAt)
      .where(sql`${table.status} = 'active' AND ${table.nextRunAt} IS NOT NULL`),
    uniqueIndex('automations_webhook_key').on(table.webhookKey),
  ],
);

/** One start of an automation: a scheduled moment, "run now", a webhook call or a run it follows. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: text('id').primaryKey(),
    automationId: text('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    /** The moment it was due (a schedule's), or when it was asked for. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'date' }).notNull(),
    trigger: text('trigger').$type<'schedule' | 'manual' | 'webhook' | 'after-task'>().notNull(),
    /** pending: to start; started: its run made; refused: could not start (reason); skipped: missed and skipped. */
    status: text('status').$type<'pending' | 'started' | 'refused' | 'skipped'>().notNull(),
    runId: text('run_id').references(() => runs.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /**
     * What made it, when something outside the schedule did: a signed webhook call's
     * `timestamp.signature` (a replay is the same key, refused), or a chained run's id.
     */
    sourceKey: text('source_key'),
    /** Values a webhook or a chained run gives, over the automation's own. */
    parameters: jsonb('parameters').$type<AutomationParameters>(),
    /** A process that took it to start it holds it until then (a killed one's is taken over). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('automation_runs_status', sql`${table.status} IN ('pending', 'started', 'refused', 'skipped')`),
    // A scheduled moment starts at most once, however many processes reach it (decision 153).
    uniqueIndex('automation_runs_moment')
      .on(table.automationId, table.scheduledFor)
      .where(sql`${table.trigger} = 'schedule'`),
    uniqueIndex('automation_runs_source')
      .on(table.automationId, table.sourceKey)
      .where(sql`${table.sourceKey} IS NOT NULL`),
    index('automation_runs_history').on(table.automationId, table.createdAt),
    index('automation_runs_pending').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    uniqueIndex('automation_runs_run').on(table.runId),
  ],
);

/** One delivery of a run's results: an e-mail or an outbound webhook, with how it went. */
export const automationDeliveries = pgTable(
  'automation_deliveries',
  {
    id: text('id').primaryKey(),
    automationId: text('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    runId: text('run_id').notNull(),
    channel: text('channel').$type<'email' | 'webhook'>().notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull(),
    /** What is delivered: the run's results, or its failure. */
    outcome: text('outcome').$type<'completed' | 'failed'>().notNull().default('completed'),
    /** Where to: the e-mail address or the URL, as the automation said when the run finished. */
    target: text('target').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    reason: text('reason'),
    /** When a pending delivery is tried (again); the back-off's next moment. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** A process sending it holds it until then (a killed one's is taken over). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    // A run's results are delivered once per channel.
    uniqueIndex('automation_deliveries_run').on(table.runId, table.channel),
    index('automation_deliveries_automation').on(table.automationId, table.createdAt),
    index('automation_deliveries_due').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);
