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

/** Counts so far: statements, round trips, and statements by their leading words. */
export interface StatementCounts {
  statements: number;
  roundTrips: number;
  byText: Map<string, number>;
}

export const counts: StatementCounts = { statements: 0, roundTrips: 0, byText: new Map() };

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
  return { statements: counts.statements, roundTrips: counts.roundTrips, byText: new Map(counts.byText) };
}

type ClientQuery = (this: pg.Client, ...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as ClientQuery;
(pg.Client.prototype as unknown as { query: ClientQuery }).query = function query(this: pg.Client, ...args) {
  const first = args[0] as string | { text?: string } | undefined;
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  count(text);
  return clientQuery.apply(this, args);
};

type Stream = (this: PGlite, message: Uint8Array, options?: unknown) => Promise<unknown>;
const prototype = PGlite.prototype as unknown as { execProtocolStream: Stream };
const execProtocolStream = prototype.execProtocolStream;
const decoder = new TextDecoder();
prototype.execProtocolStream = function execute(this: PGlite, message, options) {
  const kind = message[0];
  if (kind === 0x51) {
    // Query: type, length, the script.
    count(decoder.decode(message.subarray(5, message.length - 1)));
  } else if (kind === 0x50) {
    // Parse: type, length, the statement's name (ends in a zero byte), the text (ends in one).
    const nameEnd = message.indexOf(0, 5);
    const textEnd = message.indexOf(0, nameEnd + 1);
    count(decoder.decode(message.subarray(nameEnd + 1, textEnd)));
  }
  return execProtocolStream.call(this, message, options);
};
