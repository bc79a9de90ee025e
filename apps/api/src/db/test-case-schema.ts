import type { ExecuteParameter, TestCheck, TestCheckOutcome } from '@taskwell/api-sdk';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { creatorTasks } from './creator-schema.ts';

// Test cases that gate publishing (issue 41, decision 136): a creator keeps cases with a task
// (the inputs a run starts with and answers to its pauses, and checks on its results); each case's
// last run on a definition is kept by the definition's key (md5 of the definition's jsonb text),
// so a report belongs to the exact definition it ran on, the draft's and any version's alike.

/** A creator's test case of one of their tasks. */
export const taskTestCases = pgTable(
  'task_test_cases',
  {
    /** A UUID v7 (db/row-ids.ts). */
    id: text('id').primaryKey(),
    creatorTaskId: text('creator_task_id')
      .notNull()
      .references(() => creatorTasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The form's values, as `executeTask` takes them. */
    parameters: jsonb('parameters').$type<Record<string, ExecuteParameter>>().notNull(),
    /** Answers to the questions a run pauses for, by name. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    checks: jsonb('checks').$type<TestCheck[]>().notNull(),
    /** When its inputs or checks last changed: a result of an earlier revision no longer counts. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('task_test_cases_task').on(table.creatorTaskId, table.position)],
);

/** What a result is: its run under way, or the checks' verdict on its results. */
export type TestResultStatus = 'running' | 'passed' | 'failed';

/** The last run of a case on one definition, and what its checks found. */
export const taskTestResults = pgTable(
  'task_test_results',
  {
    caseId: text('case_id')
      .notNull()
      .references(() => taskTestCases.id, { onDelete: 'cascade' }),
    /** md5 of the definition's jsonb text: the draft's when it ran, equal to a version published from it. */
    definitionKey: text('definition_key').notNull(),
    creatorTaskId: text('creator_task_id').notNull(),
    runId: text('run_id').notNull(),
    /** The case's `updated_at` when it ran. */
    caseUpdatedAt: timestamp('case_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<TestResultStatus>().notNull(),
    outcome: jsonb('outcome').$type<TestCheckOutcome[]>().notNull(),
    /** Why the run itself failed, when it did. */
    message: text('message'),
    ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'task_test_results_pk', columns: [table.caseId, table.definitionKey] }),
    index('task_test_results_task').on(table.creatorTaskId, table.definitionKey),
    check('task_test_results_status', sql`${table.status} IN ('running', 'passed', 'failed')`),
  ],
);
