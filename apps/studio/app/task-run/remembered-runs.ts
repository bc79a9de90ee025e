import type { ExecuteTaskRequest } from '@taskwell/api-sdk';

// The runs a user started in this browser, newest first, so that the studio opened again (a closed
// tab, a new one) can show their true state from the server and Retry can start one again with the
// same inputs (docs/decisions/046). Kept per account, and dropped at logout.

/** A run the studio remembers. */
export interface RememberedRun {
  /** The run's request id. */
  requestId: string;
  /** The task it runs. */
  taskId: string;
  /** When it was started, in milliseconds. */
  startedAt: number;
  /** What it was started with, for Retry. */
  request: ExecuteTaskRequest;
  /** The task's name when it was started: a task the catalogue does not list (an AI Store listing's) is named by it. */
  taskName?: string;
  /** The page the run opens on again (its address then names the run), for a task the catalogue does not list. */
  openAt?: string;
}

/** How many runs are remembered per account. */
export const rememberedRunLimit = 5;

const prefix = 'taskwell:runs:';

/** The part of `Storage` used here (`localStorage` in browsers). */
export type RunStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStorage(): RunStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage switched off by the browser: nothing is remembered.
    return undefined;
  }
}

function isRememberedRun(value: unknown): value is RememberedRun {
  const run = value as Partial<RememberedRun> | null;
  return (
    typeof run === 'object' &&
    run !== null &&
    typeof run.requestId === 'string' &&
    typeof run.taskId === 'string' &&
    typeof run.startedAt === 'number' &&
    typeof run.request === 'object' &&
    run.request !== null
  );
}

/** The runs remembered for an account, newest first. */
export function rememberedRuns(accountId: string, storage = browserStorage()): RememberedRun[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(prefix + accountId) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRememberedRun) : [];
  } catch {
    return [];
  }
}

/** The remembered run with this request id, if any. */
export function rememberedRun(accountId: string, requestId: string, storage = browserStorage()) {
  return rememberedRuns(accountId, storage).find((run) => run.requestId === requestId);
}

function write(accountId: string, runs: RememberedRun[], storage: RunStorage | undefined) {
  try {
    storage?.setItem(prefix + accountId, JSON.stringify(runs));
  } catch {
    // Full or refused storage: the run is still shown, only not remembered.
  }
}

/** Remembers a run first in the list, keeping the newest {@link rememberedRunLimit}. */
export function rememberRun(accountId: string, run: RememberedRun, storage = browserStorage()): void {
  const others = rememberedRuns(accountId, storage).filter((entry) => entry.requestId !== run.requestId);
  write(accountId, [run, ...others].slice(0, rememberedRunLimit), storage);
}

/** Forgets one run (the server no longer knows it). */
export function forgetRun(accountId: string, requestId: string, storage = browserStorage()): void {
  write(
    accountId,
    rememberedRuns(accountId, storage).filter((entry) => entry.requestId !== requestId),
    storage,
  );
}

/** Forgets every account's runs: at logout, what a user typed must not stay in a shared browser. */
export function forgetAllRuns(storage = browserStorage()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Refused storage holds nothing of ours.
  }
}
