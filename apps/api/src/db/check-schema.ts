import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { assets } from './core-schema.ts';

// The inclusive-language check of every text result (issue 28).

/** One finding of a kept check, as the API serves it (offsets in the item's text). */
export interface StoredFinding {
  phrase: string;
  start: number;
  end: number;
  why: string;
  suggestions: string[];
  /** What kind of bias it is about (absent on checks kept before categories were). */
  category?: 'gender' | 'age' | 'disability' | 'race' | 'pronoun' | 'other';
  /** Its owner's dismissal (issue 43): kept with the finding, no longer counted. */
  dismissed?: { reason: string; at: string };
}

/**
 * The inclusive-language check of a text asset, made once (a conditional insert) off the run's
 * path, and deleted with the asset.
 */
export const textChecks = pgTable('text_checks', {
  assetId: text('asset_id')
    .primaryKey()
    .references(() => assets.id, { onDelete: 'cascade' }),
  findings: jsonb('findings').$type<StoredFinding[]>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
});
