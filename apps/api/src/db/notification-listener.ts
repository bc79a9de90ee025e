import pg from 'pg';

/**
 * Told of each NOTIFY on a channel, with its payload; told `undefined` when the listening
 * connection was (re)opened, since whatever was sent while nobody listened is lost.
 */
export type NotificationHandler = (payload: string | undefined) => void;

/** How the listener reconnects. */
export interface NotificationListenerOptions {
  /** The server's connection string. */
  url: string;
  /** Reports a dropped connection or a failed reconnection (the listener goes on trying). */
  onError: (error: Error) => void;
  /** Told when a dropped connection was opened again (a log line for the operator). */
  onReconnected?: () => void;
  /** The first wait before reconnecting (ms); it doubles after each failure, up to `maxRetryMs`. */
  retryMs?: number;
  /** The longest wait between reconnection attempts (ms); default 5 s, so a return is noticed soon. */
  maxRetryMs?: number;
}

const channelPattern = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN for every channel of a process on one connection of its own (PostgreSQL's NOTIFY is
 * delivered per connection): the run queue's wake-ups and the run changes share it. A dropped
 * connection is opened again, with a growing pause between attempts, until the listener is
 * closed; after each reconnection every handler hears `undefined`.
 */
export class NotificationListener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private client: pg.Client | undefined;
  /** Channels the current connection LISTENs on. */
  private readonly listening = new Set<string>();
  /** Changes of the connection, one at a time. */
  private work: Promise<void> = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;
  private retryMs: number;
  private closed = false;
  /** Told when the connection drops (issue 42: what waits on a notification must not wait forever). */
  private readonly downListeners = new Set<() => void>();

  constructor(private readonly options: NotificationListenerOptions) {
    this.retryMs = options.retryMs ?? 1000;
  }

  /**
   * Calls `handler` for each NOTIFY on `channel` from the time this resolves (after LISTEN took
   * effect; the handler then hears `undefined` once). Resolves to a function that stops it.
   */
  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    if (!channelPattern.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    if (this.closed) throw new Error('The notification listener is closed.');
    const handlers = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, handlers);
    handlers.add(handler);
    try {
      await this.serially(() => this.sync());
    } catch (error) {
      this.remove(channel, handler);
      throw error;
    }
    handler(undefined);
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      this.remove(channel, handler);
      await this.serially(() => this.sync()).catch((error: Error) => this.options.onError(error));
    };
  }

  /**
   * Calls `listener` each time the listening connection drops, before it is opened again: until
   * then no NOTIFY arrives, so whoever waits on one should not wait on. Returns the unsubscribe.
   */
  onDown(listener: () => void): () => void {
    this.downListeners.add(listener);
    return () => {
      this.downListeners.delete(listener);
    };
  }

  /** Whether a connection is open now (tests). */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /** Stops listening on every channel and closes the connection. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.handlers.clear();
    await this.serially(() => this.sync()).catch(() => undefined);
  }

  private remove(channel: string, handler: NotificationHandler): void {
    const handlers = this.handlers.get(channel);
    handlers?.delete(handler);
    if (handlers?.size === 0) this.handlers.delete(channel);
  }

  private serially(task: () => Promise<void>): Promise<void> {
    const next = this.work.then(task);
    this.work = next.catch(() => undefined);
    return next;
  }

  /** Brings the connection in line with the handlers: opened, LISTENing on each channel, or closed. */
  private async sync(): Promise<void> {
    if (this.handlers.size === 0) {
      const client = this.client;
      this.client = undefined;
      this.listening.clear();
      await client?.end().catch(() => undefined);
      return;
    }
    if (!this.client) {
      this.client = await this.connect();
      this.listening.clear();
    }
    const client = this.client;
    for (const channel of this.handlers.keys()) {
      if (this.listening.has(channel)) continue;
      await client.query(`LISTEN ${channel}`);
      this.listening.add(channel);
    }
    for (const channel of [...this.listening]) {
      if (this.handlers.has(channel)) continue;
      await client.query(`UNLISTEN ${channel}`);
      this.listening.delete(channel);
    }
  }

  private async connect(): Promise<pg.Client> {
    // Named, so that the server's activity view shows what the connection is for.
    // Kept alive, so that a server gone without closing the connection (a network cut) is noticed.
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: 'taskwell-listener',
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    client.on('notification', (message) => {
      for (const handler of [...(this.handlers.get(message.channel) ?? [])]) handler(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.options.onError(error);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  /** The connection ended without being asked to: open another after a pause. */
  private dropped(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = undefined;
    this.listening.clear();
    client.end().catch(() => undefined);
    this.scheduleReconnect();
    for (const listener of [...this.downListeners]) listener();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    const wait = this.retryMs;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.serially(() => this.sync()).then(
        () => {
          this.retryMs = this.options.retryMs ?? 1000;
          this.options.onReconnected?.();
          // Whatever was sent while nobody listened is lost: every handler is told so.
          for (const handlers of this.handlers.values()) for (const handler of [...handlers]) handler(undefined);
        },
        (error: Error) => {
          this.options.onError(error);
          this.retryMs = Math.min(wait * 2, this.options.maxRetryMs ?? 5000);
          this.scheduleReconnect();
        },
      );
    }, wait);
    this.retry.unref();
  }
}
