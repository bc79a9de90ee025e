import { invalid } from '../errors/domain-error.ts';

/** Where a page of a newest-first list ends: the last item's creation time and id. */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/** The page size when a client names none. */
export const defaultPageSize = 25;

/**
 * The opaque cursor of a position (base64url of its time and id). Lists sorted by (created, id)
 * descending continue strictly after it, so an item added while a client pages never moves
 * another from one page to the next: every item is listed once (issue 18).
 */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id]), 'utf8').toString('base64url');
}

/** The position of a cursor; a cursor that is not one of ours answers 400. */
export function decodeCursor(cursor: string): KeysetPosition {
  const refused = () => invalid('invalid_cursor', 'This page link is not valid any more; load the list again.');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(value) || value.length !== 2) throw refused();
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || id.length === 0) throw refused();
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime())) throw refused();
  return { createdAt, id };
}

/** A page of rows fetched one longer than asked: the items and the cursor of the next page. */
export function pageOf<Row extends KeysetPosition>(rows: Row[], limit: number): { rows: Row[]; next: string | null } {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return { rows: kept, next: more && last ? encodeCursor(last) : null };
}
