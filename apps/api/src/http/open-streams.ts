import { DomainError, rateLimited } from '../errors/domain-error.ts';

/** How the server keeps run event streams. */
export interface EventStreamSettings {
  /** Streams one account may hold open at once in one process (`EVENT_STREAMS_PER_ACCOUNT`). */
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
  openedAt: number;
  end: () => void;
  ending: boolean;
}

/**
 * The event streams open in this process, by account: each account holds at most `perAccount`
 * (a stream holds a connection and a subscription for minutes), and the server ends them all
 * when it closes, so that closing does not wait for their clients.
 */
export class OpenStreams {
  private readonly byAccount = new Map<string, Set<OpenStream>>();
  private count = 0;
  private closing = false;

  constructor(
    /** The limits in force. */
    readonly settings: EventStreamSettings,
    private readonly now: () => number,
  ) {}

  /** Streams open now. */
  get size(): number {
    return this.count;
  }

  /**
   * Takes a place for a stream of `account`; `end` ends that stream (the server is closing).
   * Past the limit, a rate-limited error says when the account's oldest stream ends by itself.
   */
  open(account: string, end: () => void): StreamSlot {
    if (this.closing) {
      throw new DomainError('unavailable', 'closing', 'The server is restarting; open the stream again shortly.', {
        retryAfterMs: 1000,
      });
    }
    const streams = this.byAccount.get(account) ?? new Set<OpenStream>();
    const at = this.now();
    if (streams.size >= this.settings.perAccount) {
      const oldest = Math.min(...[...streams].map((stream) => stream.openedAt));
      throw rateLimited(
        Math.max(1000, oldest + this.settings.maxDurationMs - at),
        `This account already follows ${streams.size} runs live, the most it may. Close one, or follow this run by polling its results.`,
      );
    }
    const stream: OpenStream = { openedAt: at, end, ending: false };
    streams.add(stream);
    this.byAccount.set(account, streams);
    this.count += 1;
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        this.count -= 1;
        streams.delete(stream);
        if (streams.size === 0) this.byAccount.delete(account);
      },
      get ending() {
        return stream.ending;
      },
    };
  }

  /** Ends every open stream (the server is closing). */
  endAll(): void {
    this.closing = true;
    for (const streams of [...this.byAccount.values()]) {
      for (const stream of [...streams]) {
        stream.ending = true;
        stream.end();
      }
    }
  }
}
