import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, createdAt } from './core-schema.ts';

// The Creator Studio (issue 30): tasks users build. A task has one draft, which changes as its
// owner works, and published versions, which never change: a run starts on one version and keeps
// it (runs.task_version), whatever is published after. Selling comes later (the AI Store): a
// version is a row of its own so that a sale can name exactly what was bought.

/** A task a user builds: its owner and its draft (a whole definition, saved as the owner works). */
export const creatorTasks = pgTable(
  'creator_tasks',
  {
    /** A UUID: the task's id in addresses and, once published, the `taskId` its runs start with. */
    id: text('id').primaryKey(),
    ownerEmail: text('owner_email')
      .notNull()
      .references(() => accounts.email, { onDelete: 'cascade' }),
    /** The draft's definition, as last saved (it may have problems; only a version must not). */
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    /** The draft's name, for the owner's list without reading the definition. */
    name: text('name').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The latest published version; null before the first publish. */
    latestVersion: integer('latest_version'),
    createdAt: createdAt(),
  },
  (table) => [index('creator_tasks_owner').on(table.ownerEmail, table.savedAt)],
);

/** A published version: an immutable copy of the draft as it was, numbered from 1. */
export const creatorTaskVersions = pgTable(
  'creator_task_versions',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => creatorTasks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The definition as published: the check found no problem in it. */
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    name: text('name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'creator_task_versions_pk', columns: [table.taskId, table.version] }),
    check('creator_task_versions_version', sql`${table.version} >= 1`),
  ],
);
