/**
 * PostgreSQL's codes for work it rolled back whole so that other work could go on: a deadlock's
 * victim (40P01) and a serialization failure (40001). Nothing the statement or transaction did
 * remains, so running it again cannot do its work twice.
 */
const rolledBackCodes = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error, or of the error it wraps (the query builder wraps the driver's). */
export function sqlStateOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Whether `error` is such a rollback. */
export function rolledBackForOthers(error: unknown): boolean {
  return rolledBackCodes.has(sqlStateOf(error) ?? '');
}

/**
 * Runs `work` (one statement, or a transaction as a whole; never a statement inside a
 * transaction, which the rollback ended) and runs it again when the server rolled it back for
 * others, after a short pause of random length so that the same two do not meet again at once.
 * Any other error, and the last attempt's, is the caller's.
 */
export async function againWhenRolledBack<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !rolledBackForOthers(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.floor(Math.random() * 40)));
    }
  }
}
