import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './core-schema.ts';

/**
 * Messages of the public site's contact form (issue 20), kept whether or not their mail went out:
 * `mailed_at` is null until the mail to the company's address was handed to the mail server.
 */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  /** The visitor's address: where the reply goes. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
});
