import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrillAccount } from './testing/drill-load.ts';
import {
  apiUp,
  removeStage,
  type Stage,
  signIn,
  startApi,
  startStage,
  startWorker,
  workerUp,
} from './testing/drill-stage.ts';
import type { ServerProcess } from './testing/server-processes.ts';

// Issue 42's drill found an API stopped with SIGTERM while it held 16 run event streams exiting 1
// once its shutdown limit ran out. Here, against real processes (src/main.ts, src/worker-main.ts)
// on PostgreSQL: 18 followers hold streams of runs no worker has taken yet on API 1; SIGTERM to
// it must end every stream at once with the word to reconnect (`retry:`), close their
// connections, and exit 0. Each follower then reconnects to API 2 from its last event id and,
// once a worker takes the runs, gets the rest of its run's events to COMPLETED, none twice.

const streamCount = 18;

/** One parsed server-sent event (the fields this stream sends). */
interface StreamEvent {
  event?: string;
  id?: string;
  data?: string;
  retry?: number;
}

/** A follower's stream: the events so far, and how it ended. */
interface Followed {
  events: StreamEvent[];
  /** Resolves once the stream ended: 'ended' when the server ended it cleanly, 'broken' otherwise. */
  ended: Promise<'ended' | 'broken'>;
  /** Resolves once an event matches. */
  until(match: (event: StreamEvent) => boolean): Promise<void>;
}

function parseEvent(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event' || field === 'id' || field === 'data') event[field] = value;
    if (field === 'retry') event.retry = Number(value);
  }
  return event;
}

/** Opens a run's event stream and reads it as it comes. */
async function follow(base: string, token: string, runId: string, lastEventId?: string): Promise<Followed> {
  const reply = await fetch(`${base}/api/request/events/${runId}`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
  });
  if (reply.status !== 200) throw new Error(`events of ${runId}: ${reply.status} ${await reply.text()}`);
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    const reader = (reply.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended' as const;
        text += decoder.decode(value, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const parsed = parseEvent(text.slice(0, end));
          text = text.slice(end + 2);
          if (Object.keys(parsed).length > 0) events.push(parsed);
          end = text.indexOf('\n\n');
        }
        for (const waiter of [...waiters]) waiter();
      }
    } catch {
      return 'broken' as const;
    } finally {
      for (const waiter of [...waiters]) waiter();
    }
  })();
  return {
    events,
    ended,
    until: (match) =>
      new Promise((resolve, reject) => {
        let finished = false;
        void ended.then(() => {
          finished = true;
        });
        const check = () => {
          if (events.some(match)) {
            waiters.delete(check);
            resolve();
          } else if (finished) {
            waiters.delete(check);
            reject(new Error(`the stream ended without it: ${JSON.stringify(events)}`));
          }
        };
        waiters.add(check);
        void ended.then(check);
        check();
      }),
  };
}

async function startRun(base: string, account: DrillAccount, index: number, query = ''): Promise<string> {
  const reply = await fetch(`${base}/api/execute/task${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      taskId: 'quote-card',
      parameters: {
        quote: { metadata: { 'Content-Type': 'text/plain' }, value: `Streams end cleanly, ${index}.` },
        author: { metadata: { 'Content-Type': 'text/plain' }, value: 'The closing server' },
        link: { metadata: { 'Content-Type': 'text/plain' }, value: 'https://taskwell.dev' },
      },
      character: { name: 'EMPTY', content: '' },
    }),
  });
  const text = await reply.text();
  if (reply.status !== 200) throw new Error(`start: ${reply.status} ${text}`);
  const document = JSON.parse((JSON.parse(text) as { body: string }).body) as { requestId?: string; id?: string };
  return (document.requestId ?? document.id) as string;
}

const statusOf = (event: StreamEvent) => (JSON.parse(event.data ?? '{}') as { status?: string }).status;

let stage: Stage;
let api1: ServerProcess;
let api2: ServerProcess;

beforeAll(async () => {
  stage = await startStage({ EVENT_STREAMS_PER_ACCOUNT: String(streamCount * 2) });
  [api1, api2] = [await startApi(stage, 'api-1'), await startApi(stage, 'api-2')];
  await Promise.all([api1.printed(apiUp), api2.printed(apiUp)]);
}, 300_000);

afterAll(async () => {
  if (stage) await removeStage(stage);
}, 120_000);

describe('given an API holding many run event streams', () => {
  it('should end every stream with the word to reconnect on SIGTERM, exit 0, and lose no event for a follower that reconnects elsewhere', async () => {
    const base1 = stage.apis.get(api1) as string;
    const base2 = stage.apis.get(api2) as string;
    const account = await signIn(stage, base2, 'closing@example.com');
    // No worker yet: the runs wait in the queue, so their streams stay open.
    const runIds: string[] = [];
    for (let index = 0; index < streamCount; index += 1) runIds.push(await startRun(base2, account, index));
    const followers = await Promise.all(runIds.map((runId) => follow(base1, account.token, runId)));
    await Promise.all(followers.map((followed) => followed.until((event) => event.event === 'status')));
    // Requests in flight too: starts that hold their reply until the run ends (`wait`), which no
    // worker ends; the closing server answers them at once.
    const waits = [0, 1].map((index) => startRun(base1, account, streamCount + index, '?wait=60'));
    await api1.printed(/run accepted[\s\S]*run accepted/);

    const termAt = Date.now();
    api1.stop('SIGTERM');
    const [exitCode, endings, waited] = await Promise.all([
      api1.exited(),
      Promise.all(followers.map((followed) => followed.ended)),
      Promise.allSettled(waits),
    ]);
    process.stdout.write(`[sigterm] exit ${exitCode} in ${Date.now() - termAt} ms with ${streamCount} streams\n`);
    expect(
      { exitCode, endings: new Set(endings), waits: waited.map((wait) => wait.status) },
      api1.output().slice(-4000),
    ).toEqual({ exitCode: 0, endings: new Set(['ended']), waits: ['fulfilled', 'fulfilled'] });
    for (const followed of followers) {
      // The last thing each stream said: reconnect (after about a second), no final status before it.
      expect(followed.events.at(-1)?.retry).toBeGreaterThan(0);
      expect(followed.events.some((event) => ['COMPLETED', 'ERROR', 'ABORTED'].includes(statusOf(event) ?? ''))).toBe(
        false,
      );
    }

    // Each follower reconnects elsewhere from its last event; a worker then runs the runs.
    const lastIds = followers.map((followed) => followed.events.filter((event) => event.id).at(-1)?.id as string);
    const again = await Promise.all(runIds.map((runId, index) => follow(base2, account.token, runId, lastIds[index])));
    const worker = await startWorker(stage, 'worker-1');
    await worker.printed(workerUp);
    await Promise.all(again.map((followed) => followed.until((event) => statusOf(event) === 'COMPLETED')));
    for (const [index, followed] of again.entries()) {
      const ids = followed.events.filter((event) => event.event === 'status').map((event) => Number(event.id));
      // Only what it had not seen, in order, none twice, to the end.
      expect(ids.every((id) => id > Number(lastIds[index]))).toBe(true);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      expect(statusOf(followed.events.at(-1) as StreamEvent)).toBe('COMPLETED');
      expect(await followed.ended).toBe('ended');
    }
  }, 300_000);
});
