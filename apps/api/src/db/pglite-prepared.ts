import { type PGlite, protocol, types } from '@electric-sql/pglite';

/** A statement prepared on a PGlite instance: its name and what its Describe said. */
interface Prepared {
  name: string;
  parameterTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

/** Date and time values stay text, as the query builder's own reads leave them (its columns map them). */
const rawTextTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * Named statements on one embedded database over the extended protocol: Parse and Describe once
 * per statement, then Bind, Execute and Sync in one call per use, so PostgreSQL plans a statement
 * from its cached plan rather than from its text each time (PGlite's `query()` parses an unnamed
 * statement at every call). Each exchange holds the same two locks `query()` takes, so nothing
 * else runs between its messages, nor inside a transaction another caller has open.
 */
export class PglitePrepared {
  private readonly parsers: Record<number, (value: string) => unknown>;

  constructor(private readonly client: PGlite) {
    this.parsers = { ...client.parsers };
    for (const type of rawTextTypes) this.parsers[type] = (value) => value;
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.client._runExclusiveTransaction(() => this.client._runExclusiveQuery(work));
  }

  /** Parses `text` as the statement `name` (closing `replaces` first, if given) and describes it. */
  prepare(name: string, text: string, replaces?: string): Promise<Prepared> {
    return this.exclusive(async () => {
      const { serialize } = protocol;
      const messages = [serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()];
      if (replaces) messages.unshift(serialize.close({ type: 'S', name: replaces }));
      const { messages: replies } = await this.client.execProtocol(concat(messages), { syncToFs: false });
      let parameterTypes: number[] = [];
      let fields: Prepared['fields'] = [];
      for (const reply of replies) {
        if (reply instanceof protocol.messages.ParameterDescriptionMessage) parameterTypes = reply.dataTypeIDs;
        if (reply instanceof protocol.messages.RowDescriptionMessage) {
          fields = reply.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
        }
      }
      return { name, parameterTypes, fields };
    });
  }

  /** Runs a prepared statement with `values`: its rows, each column parsed as `query()` parses it. */
  run(prepared: Prepared, values: readonly unknown[]): Promise<Record<string, unknown>[]> {
    return this.exclusive(async () => {
      const { serialize } = protocol;
      const serialized = values.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = this.client.serializers[prepared.parameterTypes[index] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const message = concat([
        serialize.bind({ statement: prepared.name, values: serialized }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      const { messages: replies } = await this.client.execProtocol(message, { syncToFs: false });
      const rows: Record<string, unknown>[] = [];
      for (const reply of replies) {
        if (!(reply instanceof protocol.messages.DataRowMessage)) continue;
        const row: Record<string, unknown> = {};
        prepared.fields.forEach((field, index) => {
          row[field.name] = types.parseType(reply.fields[index] ?? null, field.dataTypeID, this.parsers);
        });
        rows.push(row);
      }
      // As `query()` does outside a transaction: the write reaches the files before it is answered.
      await this.client.syncToFs();
      return rows;
    });
  }
}
