import type { KeyRecords } from './key-records.ts';

/** How long the set of public-key origins is trusted before it is read again (ms). */
const refreshMs = 30_000;

/**
 * The browser origins of every live public key, for CORS: a widget on a site a public key lists
 * may call the API from that site (the key itself is checked on each request). Read at most every
 * 30 s, and again at once after a key changes in this process.
 */
export class PublicKeyOrigins {
  private origins: Promise<Set<string>> | undefined;
  private readAt = 0;

  constructor(
    private readonly keys: KeyRecords,
    private readonly now: () => number,
  ) {}

  /** True when a live public key lists this origin. */
  async allows(origin: string): Promise<boolean> {
    if (!this.origins || this.now() - this.readAt > refreshMs) {
      this.readAt = this.now();
      this.origins = this.keys.publicOrigins();
      this.origins.catch(() => {
        this.origins = undefined;
      });
    }
    return (await this.origins).has(origin);
  }

  /** Forgets what was read: a key was made or revoked. */
  changed(): void {
    this.origins = undefined;
  }
}
