import { desc, isNull } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { contactMessages } from '../db/schema.ts';

/** A stored contact message, as the team reads it. */
export interface StoredContactMessage {
  id: string;
  email: string;
  name: string;
  message: string;
  /** When it arrived. */
  createdAt: Date;
  /** When its mail was handed to the mail server; null when that failed. */
  mailedAt: Date | null;
}

/**
 * The stored contact messages, newest first; with `unmailedOnly`, those whose mail did not go out
 * (the server answered the visitor 503 and kept them), which someone has to read here.
 */
export async function readContactMessages(
  db: Database,
  options: { unmailedOnly?: boolean } = {},
): Promise<StoredContactMessage[]> {
  const query = db.select().from(contactMessages);
  const filtered = options.unmailedOnly ? query.where(isNull(contactMessages.mailedAt)) : query;
  return filtered.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}
