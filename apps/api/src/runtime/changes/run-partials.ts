import type { OpenDatabase } from '../../db/open-database.ts';
import type { RuntimeLog } from '../run-context.ts';

/** The channel on which the text an AI step is writing is announced to every process. */
export const runPartialChannel = 'taskwell_run_partials';

/** The text an AI step is writing, as written so far (issue 40: streamed onto the screen). */
export interface PartialText {
  /** The step's result name. */
  name: string;
  /** The text so far. */
  text: string;
}

/**
 * The most bytes of text one announcement carries: PostgreSQL takes NOTIFY payloads under 8,000
 * bytes. A longer text is announced by its last part (after an ellipsis); the step's result, when
 * it is recorded, holds all of it.
 */
const maxPayloadBytes = 7_600;

/** The payload of one announcement: `origin|runId|name|text`. */
export function partialPayload(origin: string, runId: string, partial: PartialText): string {
  const head = `${origin}|${runId}|${partial.name.replaceAll('|', '/')}|`;
  const room = maxPayloadBytes - Buffer.byteLength(head);
  const bytes = Buffer.from(partial.text, 'utf8');
  if (bytes.length <= room) return head + partial.text;
  // Cut on a character boundary: the tail of the text, after an ellipsis.
  const tail = bytes
    .subarray(bytes.length - (room - 3))
    .toString('utf8')
    .replace(/^\uFFFD+/, '');
  return `${head}…${tail}`;
}

/** Reads an announcement's payload (see {@link partialPayload}). */
export function parsePartialPayload(
  payload: string,
): { origin: string; runId: string; partial: PartialText } | undefined {
  const [origin, runId, name, ...rest] = payload.split('|');
  if (origin === undefined || runId === undefined || name === undefined || rest.length === 0) return undefined;
  return { origin, runId, partial: { name, text: rest.join('|') } };
}

/**
 * The texts AI steps are writing, from the process that runs the step to every follower of its
 * run: in this process at once; on PostgreSQL also to the other processes through NOTIFY (an API
 * process follows a run a worker executes). Nothing is stored: a follower that joins late sees the
 * next announcement, and the step's result replaces the text once it is recorded. The step's
 * client hands the text on at most a few times a second (chat-client.ts).
 */
export class RunPartials {
  private readonly followers = new Map<string, Set<(partial: PartialText) => void>>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly options: { database: OpenDatabase; log: RuntimeLog; origin: string }) {}

  /** Starts hearing other processes' announcements. */
  async start(): Promise<void> {
    const { database } = this.options;
    if (!database.listen || this.stopListening) return;
    this.stopListening = await database.listen(runPartialChannel, (payload) => {
      const announced = payload === undefined ? undefined : parsePartialPayload(payload);
      if (announced && announced.origin !== this.options.origin) this.deliver(announced.runId, announced.partial);
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Calls `listener` with each text of the run's AI steps; returns the unsubscribe. */
  subscribe(runId: string, listener: (partial: PartialText) => void): () => void {
    const followers = this.followers.get(runId) ?? new Set();
    this.followers.set(runId, followers);
    const entry = (partial: PartialText) => listener(partial);
    followers.add(entry);
    return () => {
      followers.delete(entry);
      if (followers.size === 0) this.followers.delete(runId);
    };
  }

  /** Announces the text a step of a run has written so far. */
  publish(runId: string, partial: PartialText): void {
    this.deliver(runId, partial);
    const { database, log, origin } = this.options;
    if (!database.listen) return;
    database
      .executeSql('SELECT pg_notify($1, $2)', [runPartialChannel, partialPayload(origin, runId, partial)])
      .catch((error: unknown) => log.warn({ err: error, runId }, 'announcing an AI step’s text failed'));
  }

  /** Runs with a follower in this process. */
  get followedRuns(): number {
    return this.followers.size;
  }

  private deliver(runId: string, partial: PartialText): void {
    const followers = this.followers.get(runId);
    if (!followers) return;
    for (const listener of [...followers]) listener(partial);
  }
}
