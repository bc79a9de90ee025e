import { setTimeout as sleep } from 'node:timers/promises';
import { isDependencyOutage } from '../errors/dependency-outage.ts';
import { DomainError, rateLimited } from '../errors/domain-error.ts';
import type { StreamSlots } from './stream-slots.ts';

/** How the server keeps run event streams. */
export interface EventStreamSettings {
  /** Streams one account may hold open at once, in all processes together (`EVENT_STREAMS_PER_ACCOUNT`). */
  perAccount: number;
  /** How long the server keeps a stream open before it ends it (ms; `EVENT_STREAM_MAX_SECONDS`): clients open it again. */
  maxDurationMs: number;
  /** How often a stream gets a comment line, so that idle connections stay open through proxies (ms). */
  heartbeatMs: number;
}

/** The defaults: 10 streams per account, each ended after 5 minutes, a comment every 15 s. */
export const defaultEventStreamSettings: EventStreamSettings = {
  perAccount: 10,
  maxDurationMs: 5 * 60_000,
  heartbeatMs: 15_000,
};

/** The settings with their defaults, checked. */
export function resolveEventStreamSettings(settings: Partial<EventStreamSettings> = {}): EventStreamSettings {
  const resolved = { ...defaultEventStreamSettings, ...settings };
  if (!Number.isInteger(resolved.perAccount) || resolved.perAccount < 1) {
    throw new Error('EVENT_STREAMS_PER_ACCOUNT must be a whole number of 1 or more.');
  }
  if (resolved.maxDurationMs < 1000) throw new Error('EVENT_STREAM_MAX_SECONDS must be at least 1.');
  if (resolved.heartbeatMs < 10) throw new Error('The event stream heartbeat must be at least 10 ms.');
  return resolved;
}

/** One open stream's place: give it back when the stream ends. */
export interface StreamSlot {
  /** Frees the place (safe to call more than once). */
  release(): void;
  /** True once the server asked every stream to end (it is closing): a stream still starting ends at once. */
  readonly ending: boolean;
}

interface OpenStream {
  end: (retryMs?: number) => void;
  ending: boolean;
}

/** How often a place that could not be given back (its database was away) is tried again, at most. */
const giveBackTries = 8;

/**
 * The event streams open in this process, and their places among every process's: each account
 * holds at most `perAccount` in all processes together (a stream holds a connection and a
 * subscription for minutes; issue 29 made the count cross-process, in the database), and the
 * server ends its own when it closes, so that closing does not wait for their clients.
 */
export class OpenStreams {
  private readonly here = new Set<OpenStream>();
  private readonly giving = new Set<Promise<void>>();
  private closing = false;
  private readonly closingSignal = new AbortController();

  constructor(
    /** The limits in force. */
    readonly settings: EventStreamSettings,
    private readonly slots: StreamSlots,
    private readonly log: { warn(object: object, message: string): void },
  ) {}

  /** Streams open in this process now. */
  get size(): number {
    return this.here.size;
  }

  /**
   * Takes a place for a stream of `account`; `end` ends that stream (the server is closing), with
   * `retryMs` when its client should open it again after that long (its database went away).
   * Past the limit, a rate-limited error says when the account's oldest stream ends by itself.
   */
  async open(account: string, end: (retryMs?: number) => void): Promise<StreamSlot> {
    const refuseClosing = () =>
      new DomainError('unavailable', 'closing', 'The server is restarting; open the stream again shortly.', {
        retryAfterMs: 1000,
      });
    if (this.closing) throw refuseClosing();
    const place = await this.slots.take(account, this.settings.perAccount, this.settings.maxDurationMs);
    if (!place.taken) {
      throw rateLimited(
        Math.max(1000, place.retryAfterMs),
        `This account already follows ${this.settings.perAccount} runs live, the most it may. Close one, or follow this run by polling its results.`,
      );
    }
    const stream: OpenStream = { end, ending: false };
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      this.here.delete(stream);
      const given = this.giveBack(place.id).catch((error: unknown) => {
        // The place expires by itself after the stream's longest life.
        this.log.warn({ err: error }, 'giving back an event stream place failed');
      });
      this.giving.add(given);
      void given.finally(() => this.giving.delete(given));
    };
    if (this.closing) {
      release();
      throw refuseClosing();
    }
    this.here.add(stream);
    return {
      release,
      get ending() {
        return stream.ending;
      },
    };
  }

  /**
   * Gives a place back; while the database is away (issue 42), tries again with a growing pause
   * (0.5 s to about a minute in all), so that an outage does not hold an account's places until they
   * expire. A closing server tries once more and lets the rest expire.
   */
  private async giveBack(id: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.slots.give(id);
        return;
      } catch (error) {
        if (!isDependencyOutage(error) || attempt + 1 >= giveBackTries || this.closing) throw error;
        // A closing server stops waiting at once, for its last try.
        await sleep(Math.min(500 * 2 ** attempt, 15_000), undefined, {
          ref: false,
          signal: this.closingSignal.signal,
        }).catch(() => undefined);
      }
    }
  }

  /**
   * Ends every open stream of this process and tells each client to open it again after
   * `retryMs` (the database connection that brings other processes' changes dropped, issue 42:
   * a stream must not wait on a listener that died). Streams opened later are served as usual.
   */
  reconnectAll(retryMs: number): void {
    for (const stream of [...this.here]) stream.end(retryMs);
  }

  /**
   * Ends every open stream of this process (the server is closing), telling each client to open
   * it again in a second (through the load balancer: another process).
   */
  endAll(): void {
    this.closing = true;
    this.closingSignal.abort();
    for (const stream of [...this.here]) {
      stream.ending = true;
      stream.end(1000);
    }
  }

  /** Resolves when every place given back is written (before the database closes). */
  async drained(): Promise<void> {
    await Promise.all([...this.giving]);
  }
}
