/** A failure a test can ask the next call of an operation to give. */
export type MockFailure =
  /** `getRequestResults`: the run ends ERROR at its current step (step >= 0). */
  | 'error-step'
  /** `getRequestResults`: the run ends ABORTED. */
  | 'aborted'
  /** 401 with the contract's error body. */
  | 'unauthorized'
  /** 403 with the contract's error body. */
  | 'forbidden'
  /** 500 with the contract's error body. */
  | 'server-error'
  /** 429 with `Retry-After: 60` and the contract's error body (a rate limit). */
  | 'too-many-requests'
  /** 503 with `Retry-After: 5` and the contract's error body: the database or the file storage is down (issue 42). */
  | 'service-busy'
  /** The connection fails (no reply at all). */
  | 'network'
  /** A 200 whose content is broken: a `body` string that is not JSON, or a body that is not JSON. */
  | 'malformed';

/** Every failure a test may select. */
export const mockFailures: readonly MockFailure[] = [
  'error-step',
  'aborted',
  'unauthorized',
  'forbidden',
  'server-error',
  'too-many-requests',
  'service-busy',
  'network',
  'malformed',
];

/** The HTTP status each failure answers with, where it answers with one. */
export const failureStatus: Record<MockFailure, number | undefined> = {
  'error-step': undefined,
  aborted: undefined,
  unauthorized: 401,
  forbidden: 403,
  'server-error': 500,
  'too-many-requests': 429,
  'service-busy': 503,
  network: undefined,
  malformed: undefined,
};
