// What scripts/bench-run-cost-child.ts counts of the statements a process sends to its database:
// the drivers are wrapped at their prototypes before anything opens a connection, so every
// statement of the process is seen, whoever sends it (Drizzle, pg-boss, a trigger's caller).
//  - PostgreSQL (node-postgres): each `Client.query` is one statement and one round trip (an
//    extended-protocol exchange ends in one Sync; BEGIN and COMMIT are statements of their own).
//  - PGlite: each Parse or simple Query message handed to the embedded database is one statement;
//    a round trip is one statement's turn (PGlite has no network: it is a hand-over to the WASM
//    module and back, with the event loop's turn around it).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Counts so far: statements, round trips, and statements by their leading words; on PostgreSQL
 * also how long statements were on their way (sent to answered, by their leading words), the
 * integral of the statements in flight over time (ms × statements), the time none was (ms), and
 * when these were read (`performance.now()`): a window's mean number in flight, and the share of
 * it in which the process waited for no statement at all.
 */
export interface StatementCounts {
  statements: number;
  roundTrips: number;
  byText: Map<string, number>;
  waitMs?: Map<string, number>;
  flightArea?: number;
  idleMs?: number;
  at?: number;
}

export const counts: StatementCounts = { statements: 0, roundTrips: 0, byText: new Map() };

/** PostgreSQL: the sent-to-answered times by leading words, and the statements in flight over time. */
const flight = { inFlight: 0, area: 0, idle: 0, last: performance.now(), waitMs: new Map<string, number>() };

function flightMoves(by: number): void {
  const now = performance.now();
  flight.area += flight.inFlight * (now - flight.last);
  if (flight.inFlight === 0) flight.idle += now - flight.last;
  flight.last = now;
  flight.inFlight += by;
}

function answered(key: string, sent: number): void {
  flightMoves(-1);
  flight.waitMs.set(key, (flight.waitMs.get(key) ?? 0) + performance.now() - sent);
}

/**
 * PGlite only: the milliseconds of CPU each kind of statement took in the embedded database, by
 * the same leading words (PGlite runs in this process's thread, one message at a time).
 */
export const embeddedMs = new Map<string, number>();

/** PGlite only: the last text and values each kind of statement was sent with, to explain it later. */
export const lastSent = new Map<string, { text: string; values: unknown[] }>();

/** PGlite only: the embedded database the process opened (the first one a statement went to). */
export let embedded: PGlite | undefined;

type Query = (this: PGlite, text: string, values?: unknown[], options?: unknown) => Promise<unknown>;
const queryPrototype = PGlite.prototype as unknown as { query: Query };
const pgliteQuery = queryPrototype.query;
queryPrototype.query = function query(this: PGlite, text, values, options) {
  embedded ??= this;
  lastSent.set(label(text), { text, values: values ?? [] });
  return pgliteQuery.call(this, text, values, options);
};

/** The statement's leading words, for the per-statement table (values and whitespace folded). */
function label(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.slice(0, 90);
}

function count(text: string): void {
  counts.statements += 1;
  counts.roundTrips += 1;
  const key = label(text);
  counts.byText.set(key, (counts.byText.get(key) ?? 0) + 1);
}

/** A copy of the counts, to subtract later. */
export function snapshot(): StatementCounts {
  flightMoves(0);
  return {
    statements: counts.statements,
    roundTrips: counts.roundTrips,
    byText: new Map(counts.byText),
    waitMs: new Map(flight.waitMs),
    flightArea: flight.area,
    idleMs: flight.idle,
    at: flight.last,
  };
}

type ClientQuery = (this: pg.Client, ...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as ClientQuery;
(pg.Client.prototype as unknown as { query: ClientQuery }).query = function query(this: pg.Client, ...args) {
  const first = args[0] as string | { text?: string } | undefined;
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  count(text);
  const key = label(text);
  const sent = performance.now();
  flightMoves(1);
  // A pool's query passes a callback; a checked-out client's (a transaction's) gets a promise.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (...answer: unknown[]) => {
      answered(key, sent);
      return (callback as (...answer: unknown[]) => unknown)(...answer);
    };
    return clientQuery.apply(this, args);
  }
  const result = clientQuery.apply(this, args);
  if (result instanceof Promise) {
    result.then(
      () => answered(key, sent),
      () => answered(key, sent),
    );
  } else flightMoves(-1);
  return result;
};

type Stream = (this: PGlite, message: Uint8Array, options?: unknown) => Promise<unknown>;
const prototype = PGlite.prototype as unknown as { execProtocolStream: Stream };
const execProtocolStream = prototype.execProtocolStream;
const decoder = new TextDecoder();
let lastParsed = '';
prototype.execProtocolStream = function execute(this: PGlite, message, options) {
  const kind = message[0];
  if (kind === 0x51) {
    // Query: type, length, the script.
    lastParsed = decoder.decode(message.subarray(5, message.length - 1));
    count(lastParsed);
  } else if (kind === 0x50) {
    // Parse: type, length, the statement's name (ends in a zero byte), the text (ends in one).
    const nameEnd = message.indexOf(0, 5);
    const textEnd = message.indexOf(0, nameEnd + 1);
    lastParsed = decoder.decode(message.subarray(nameEnd + 1, textEnd));
    count(lastParsed);
  }
  return execProtocolStream.call(this, message, options);
};

// Named statements (src/db/prepared-statements.ts) go through execProtocol: Parse (with a name)
// once, then a Bind of that name at each use; each Bind is one statement of the text it names.
type Exchange = (this: PGlite, message: Uint8Array, options?: unknown) => Promise<unknown>;
const exchangePrototype = PGlite.prototype as unknown as { execProtocol: Exchange };
const execProtocol = exchangePrototype.execProtocol;
const namedTexts = new Map<string, string>();
exchangePrototype.execProtocol = function exchange(this: PGlite, message, options) {
  let at = 0;
  while (at + 5 <= message.length) {
    const kind = message[at];
    const length = new DataView(message.buffer, message.byteOffset + at + 1, 4).getInt32(0);
    const body = message.subarray(at + 5, at + 1 + length);
    if (kind === 0x50) {
      const nameEnd = body.indexOf(0);
      const textEnd = body.indexOf(0, nameEnd + 1);
      namedTexts.set(decoder.decode(body.subarray(0, nameEnd)), decoder.decode(body.subarray(nameEnd + 1, textEnd)));
    } else if (kind === 0x42) {
      // Bind: the portal's name, then the statement's (each ends in a zero byte).
      const portalEnd = body.indexOf(0);
      const name = decoder.decode(body.subarray(portalEnd + 1, body.indexOf(0, portalEnd + 1)));
      lastParsed = namedTexts.get(name) ?? name;
      count(lastParsed);
    }
    at += 1 + length;
  }
  return execProtocol.call(this, message, options);
};

// The embedded database works inside this synchronous call: the CPU it takes is the database's
// (the later messages of an extended exchange, Bind, Execute, Sync, count towards its statement).
type RawSync = (this: PGlite, message: Uint8Array) => Uint8Array;
const rawPrototype = PGlite.prototype as unknown as { execProtocolRawSync: RawSync };
const execProtocolRawSync = rawPrototype.execProtocolRawSync;
rawPrototype.execProtocolRawSync = function executeRaw(this: PGlite, message) {
  const key = label(lastParsed);
  const began = process.cpuUsage();
  try {
    return execProtocolRawSync.call(this, message);
  } finally {
    const used = process.cpuUsage(began);
    embeddedMs.set(key, (embeddedMs.get(key) ?? 0) + (used.user + used.system) / 1000);
  }
};
