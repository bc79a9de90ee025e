import { LRUCache } from 'lru-cache';

/** A user-built task's owner and the latest version it published. */
export interface LatestVersion {
  ownerEmail: string;
  version: number;
}

/**
 * The latest published version of each user-built task, as this process knows it, where it can
 * know it exactly (decision 209): on the embedded database this process is the only one that
 * publishes, so a version it read or published stays the latest until it publishes the next.
 * A run's start then reads nothing of the task it runs, as a seeded task's start does; on the
 * embedded database, which serves one statement at a time, that read held every start of its turn
 * behind it (a user-built run cost 10 % more of the API than a seeded one).
 * On PostgreSQL another process may publish at any moment: nothing is kept, and every start reads
 * the latest version (`kept: false`).
 * Versions only grow: a read that began before a publish and ends after it never takes the
 * latest back, whichever is told first.
 */
export class LatestVersions {
  private readonly known: LRUCache<string, LatestVersion> | undefined;

  constructor(options: { kept: boolean; max?: number }) {
    this.known = options.kept ? new LRUCache({ max: options.max ?? 10_000 }) : undefined;
  }

  /** The latest version of `taskId` when known; undefined: read it (then tell {@link learned}). */
  get(taskId: string): LatestVersion | undefined {
    return this.known?.get(taskId);
  }

  /** A version read from the database, or just published: kept unless a later one is known. */
  learned(taskId: string, latest: LatestVersion): void {
    const known = this.known?.get(taskId);
    if (!known || known.version < latest.version) this.known?.set(taskId, latest);
  }
}
