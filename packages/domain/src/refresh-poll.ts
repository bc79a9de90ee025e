/** spec §4, §9: a refresh polls at most 15 times by default. */
export const defaultRefreshAttempts = 15;

/** spec §4: the wait before attempt n (from 0) is ceil(100 ms × (1.25^n − 1)): 0, 25, 57, 96, ... */
export function refreshDelayMs(attempt: number): number {
  return Math.ceil(100 * (1.25 ** attempt - 1));
}

export interface RefreshPollOptions<Snapshot> {
  /** Reads the current value (profile, subscription status). */
  read: () => Promise<Snapshot>;
  /** The value before the payment or plan change. */
  before: Snapshot;
  /** Whether two values differ in what the refresh waits for (plan, balance, subscription). */
  changed: (before: Snapshot, now: Snapshot) => boolean;
  /** Waits; injected so that the rule runs on any clock. */
  sleep: (ms: number) => Promise<void>;
  /** At most this many reads (default 15). */
  maxAttempts?: number;
  /** Stops early (the page was left). */
  signal?: AbortSignal;
}

export type RefreshPollResult<Snapshot> =
  | { outcome: 'changed'; value: Snapshot; attempts: number }
  | { outcome: 'unchanged'; value: Snapshot; attempts: number }
  | { outcome: 'aborted'; value: Snapshot; attempts: number };

/**
 * spec §4 "Profile/plan refresh after payment or plan change": reads until the value differs from
 * `before`, waiting {@link refreshDelayMs} before each read. A failed read counts as an attempt
 * and the poll goes on; the last value read (or `before`) is returned when it ends.
 */
export async function pollUntilChanged<Snapshot>(
  options: RefreshPollOptions<Snapshot>,
): Promise<RefreshPollResult<Snapshot>> {
  const maxAttempts = options.maxAttempts ?? defaultRefreshAttempts;
  let value = options.before;
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    if (options.signal?.aborted) return { outcome: 'aborted', value, attempts: attempt };
    await options.sleep(refreshDelayMs(attempt));
    if (options.signal?.aborted) return { outcome: 'aborted', value, attempts: attempt };
    try {
      value = await options.read();
    } catch {
      continue;
    }
    if (options.changed(options.before, value)) return { outcome: 'changed', value, attempts: attempt + 1 };
  }
  return { outcome: 'unchanged', value, attempts: maxAttempts };
}

/** The fields a plan or payment change moves (spec §4): plan, balance. */
export function profileChanged(
  before: { plan?: string | null; accountBalance?: number | null },
  now: { plan?: string | null; accountBalance?: number | null },
): boolean {
  return before.plan !== now.plan || before.accountBalance !== now.accountBalance;
}
