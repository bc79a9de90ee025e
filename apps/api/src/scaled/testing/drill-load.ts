import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** A signed-in account of the drill, with an image it uploaded before the faults. */
export interface DrillAccount {
  email: string;
  token: string;
  imageAssetId: string;
}

/** What the clients saw, tallied as they go. */
export interface LoadTally {
  /** Replies by status. */
  statuses: Map<number, number>;
  /** Replies 5xx other than 503, with what they said (issue 42: there must be none). */
  serverErrors: string[];
  /** 503 replies without a Retry-After header (every 503 must say when to come back). */
  without503RetryAfter: number;
  /** Calls no API answered (connection refused or cut: a process stopped on purpose). */
  unanswered: number;
  /** Runs accepted, with when (ms since the epoch) and which key started them. */
  accepted: Map<string, { at: number; key: string }>;
  /** Idempotency keys whose repeats were answered with another run than the first (charged twice). */
  keysWithTwoRuns: number;
  /** Uploads stored. */
  uploads: number;
  /**
   * Event streams opened, and how they ended: with the run's end, told to reconnect (the server
   * lost its database or closed), otherwise (must be none), or still open when the drill ended.
   */
  streams: { opened: number; toTheEnd: number; toldToReconnect: number; endedOtherwise: number; openAtEnd: number };
}

/** The APIs the clients may call now (processes stopped on purpose leave it; new ones join). */
export interface ApiRoster {
  live(): string[];
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function record(tally: LoadTally, reply: Response, what: string, body: string): void {
  tally.statuses.set(reply.status, (tally.statuses.get(reply.status) ?? 0) + 1);
  if (reply.status >= 500 && reply.status !== 503)
    tally.serverErrors.push(`${what}: ${reply.status} ${body.slice(0, 300)}`);
  if (reply.status === 503 && !reply.headers.get('retry-after')) tally.without503RetryAfter += 1;
}

/** Waits as a 503 asks, but at most 1 s: the drill keeps its load steady. */
async function backOff(reply: Response | undefined): Promise<void> {
  const asked = Number(reply?.headers.get('retry-after') ?? 1);
  await sleep(Math.min(1000, Math.max(100, asked * 1000)));
}

function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/** One call to a live API: its reply and body, or undefined when none answered. */
async function call(
  tally: LoadTally,
  roster: ApiRoster,
  what: string,
  path: string,
  init: RequestInit,
): Promise<{ reply: Response; body: string } | undefined> {
  const base = pick(roster.live());
  if (!base) return undefined;
  try {
    const reply = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await reply.text();
    record(tally, reply, what, body);
    return { reply, body };
  } catch {
    tally.unanswered += 1;
    return undefined;
  }
}

/**
 * Starts a run with an idempotency key, repeating the same key (the same click) until an API
 * accepts it or refuses it for good: a reply lost to an outage never charges twice.
 */
async function startRun(tally: LoadTally, roster: ApiRoster, account: DrillAccount, stop: AbortSignal) {
  const key = randomUUID();
  const describe = Math.random() < 0.3;
  const parameters = describe
    ? { image: { metadata: { 'Content-Type': 'image/png' }, value: account.imageAssetId } }
    : {
        quote: { metadata: { 'Content-Type': 'text/plain' }, value: `Kept promises, ${key.slice(0, 8)}.` },
        author: { metadata: { 'Content-Type': 'text/plain' }, value: 'The drill' },
        link: { metadata: { 'Content-Type': 'text/plain' }, value: 'https://taskwell.dev' },
      };
  const body = JSON.stringify({
    taskId: describe ? 'describe-image' : 'quote-card',
    parameters,
    character: { name: 'EMPTY', content: '' },
  });
  let first: string | undefined;
  for (let tries = 0; tries < 60 && !stop.aborted; tries += 1) {
    const answered = await call(tally, roster, 'start', '/api/execute/task', {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body,
    });
    if (answered?.reply.status === 200) {
      const requestId = (JSON.parse((JSON.parse(answered.body) as { body: string }).body) as { requestId: string })
        .requestId;
      if (first !== undefined && first !== requestId) tally.keysWithTwoRuns += 1;
      first ??= requestId;
      if (!tally.accepted.has(requestId)) tally.accepted.set(requestId, { at: Date.now(), key });
      return requestId;
    }
    if (answered && answered.reply.status !== 503) return undefined;
    await backOff(answered?.reply);
  }
  return undefined;
}

async function upload(tally: LoadTally, roster: ApiRoster, account: DrillAccount): Promise<void> {
  const form = new FormData();
  form.append('metadata', new Blob([JSON.stringify({ 'Content-Type': 'image/png' })], { type: 'application/json' }));
  form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
  const answered = await call(tally, roster, 'upload', '/api/asset/create', {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  if (answered?.reply.status === 200) tally.uploads += 1;
  else await backOff(answered?.reply);
}

/** Follows a run's events to its end, or until the server ends the stream (it then says when to come back). */
async function follow(tally: LoadTally, roster: ApiRoster, account: DrillAccount, runId: string, stop: AbortSignal) {
  const base = pick(roster.live());
  if (!base) return;
  let text = '';
  try {
    const reply = await fetch(`${base}/api/request/events/${runId}`, {
      headers: { authorization: `Bearer ${account.token}` },
      signal: AbortSignal.any([stop, AbortSignal.timeout(120_000)]),
    });
    if (reply.status !== 200) {
      record(tally, reply, 'events', await reply.text());
      return;
    }
    tally.streams.opened += 1;
    const reader = (reply.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
  } catch {
    // Cut: the drill ended (counted below), or the connection broke.
  }
  if (/"status":"(COMPLETED|ERROR|ABORTED)"/.test(text)) tally.streams.toTheEnd += 1;
  else if (/^retry: \d+$/m.test(text)) tally.streams.toldToReconnect += 1;
  else if (stop.aborted) tally.streams.openAtEnd += 1;
  else tally.streams.endedOtherwise += 1;
}

/** A new tally. */
export function newTally(): LoadTally {
  return {
    statuses: new Map(),
    serverErrors: [],
    without503RetryAfter: 0,
    unanswered: 0,
    accepted: new Map(),
    keysWithTwoRuns: 0,
    uploads: 0,
    streams: { opened: 0, toTheEnd: 0, toldToReconnect: 0, endedOtherwise: 0, openAtEnd: 0 },
  };
}

/**
 * Steady load until `stop` aborts: each client starts runs (quote cards, whose images go to the
 * bucket, and image descriptions, whose input is read from it), uploads now and then, and
 * follows some runs' events. Resolves once every client has finished its last call.
 */
export async function driveLoad(options: {
  clients: number;
  accounts: readonly DrillAccount[];
  roster: ApiRoster;
  tally: LoadTally;
  stop: AbortSignal;
}): Promise<void> {
  const { roster, tally, stop } = options;
  const followers = new Set<Promise<void>>();
  // Three streams per account at most: well within its limit of ten across processes.
  const following = new Map<string, number>();
  const client = async (index: number) => {
    const account = options.accounts[index % options.accounts.length] as DrillAccount;
    while (!stop.aborted) {
      if (Math.random() < 0.15) {
        await upload(tally, roster, account);
        continue;
      }
      const runId = await startRun(tally, roster, account, stop);
      const open = following.get(account.email) ?? 0;
      if (runId && open < 3 && Math.random() < 0.2) {
        following.set(account.email, open + 1);
        const followed = follow(tally, roster, account, runId, stop);
        followers.add(followed);
        void followed.finally(() => {
          followers.delete(followed);
          following.set(account.email, (following.get(account.email) ?? 1) - 1);
        });
      }
      // About two starts a second per client: load, not a flood, on a 2-core machine.
      await sleep(300 + Math.random() * 400);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  await Promise.all([...followers]);
}
