// Issue 42: a request or a step that failed because PostgreSQL or the object store is away is not
// the caller's fault and not a bug: it is answered 503 with `Retry-After`, and a run step waits it
// out. This is the one place that says which driver errors mean "a dependency is down".

/** Node's socket errors: the peer refused, dropped or never answered the connection. */
const networkCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going, gone or not there yet: class 08 (connection
 * exception) and the operator interventions of class 57 (`admin_shutdown` of a fast restart,
 * `crash_shutdown`, `cannot_connect_now` while it starts), and 53300 (too many connections).
 * `55000` is how a database that stopped taking connections (`ALLOW_CONNECTIONS false`) refuses one.
 */
const postgresStates: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);
const unavailableDatabase = /^database ".*" is not currently accepting connections$/;

/**
 * node-postgres says these without a code (they are its own, not the server's): a connection that
 * ended under a query, one that failed before and may not be used, and a pool with no connection
 * to give within its time limit.
 */
const postgresClientMessages: ReadonlySet<string> = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  // A statement on a client the pool dropped after its connection failed (db/guard-pool-clients.ts).
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
]);

/** The AWS SDK's names of a bucket server that did not answer in time or asked to slow down. */
const objectStoreNames: ReadonlySet<string> = new Set(['TimeoutError', 'RequestTimeout', 'SlowDown']);

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
  errors?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

function isOutageItself(error: ErrorFields): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (networkCodes.has(code) || postgresStates.has(code) || code.startsWith('08')) return true;
    if (code === '55000' && typeof error.message === 'string' && unavailableDatabase.test(error.message)) return true;
  }
  if (typeof error.message === 'string' && postgresClientMessages.has(error.message)) return true;
  // An S3 reply of the server's own failure (500 InternalError, 503 ServiceUnavailable or SlowDown).
  if (error.$fault === 'server') return true;
  const status = error.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  return typeof error.name === 'string' && objectStoreNames.has(error.name);
}

/**
 * True when `error`, or an error it wraps (`cause`, as Drizzle's query errors wrap the driver's;
 * `errors`, as Node's connection attempt to each address of a host), says that the database or the
 * object store could not be reached or went away: a fault of the moment, which the same request
 * may not meet a few seconds later. Anything else (a constraint, a bug, a missing key) is not.
 */
export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const fields = error as ErrorFields;
  if (isOutageItself(fields)) return true;
  if (fields.cause !== undefined && isDependencyOutage(fields.cause, depth + 1)) return true;
  return Array.isArray(fields.errors) && fields.errors.some((inner: unknown) => isDependencyOutage(inner, depth + 1));
}

/** The short form of an outage for a log line: the driver's code and message, never its connection object. */
export function outageSummary(error: unknown): { code?: string; message: string } {
  let current: unknown = error;
  for (let depth = 0; depth <= 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as ErrorFields;
    if (isOutageItself(fields)) {
      return {
        ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
        message: typeof fields.message === 'string' ? fields.message : String(fields.name),
      };
    }
    current = fields.cause ?? (Array.isArray(fields.errors) ? fields.errors[0] : undefined);
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * Which dependency an outage error came from: the AWS SDK marks every error it throws, network
 * ones included, with `$metadata` (its attempts and the reply's status); the database driver's
 * errors have none.
 */
export function outageSource(error: unknown): 'database' | 'object store' {
  let current: unknown = error;
  for (let depth = 0; depth <= 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as ErrorFields;
    if (fields.$metadata !== undefined || fields.$fault !== undefined) return 'object store';
    current = fields.cause ?? (Array.isArray(fields.errors) ? fields.errors[0] : undefined);
  }
  return 'database';
}
