// Temporary: logs every node-postgres query with start/end times to $TRACE_FILE at exit.
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const rows: string[] = [];
type ClientQuery = (this: pg.Client, ...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as ClientQuery;
const ids = new WeakMap<object, number>();
let nextId = 0;
(pg.Client.prototype as unknown as { query: ClientQuery }).query = function query(this: pg.Client, ...args) {
  const first = args[0] as string | { text?: string } | undefined;
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  const t0 = performance.now();
  if (!ids.has(this)) ids.set(this, nextId++);
  const id = ids.get(this);
  const label = text.replace(/\s+/g, ' ').trim().slice(0, 70);
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (...out: unknown[]) => {
      const n = (out[1] as { rowCount?: number } | undefined)?.rowCount ?? '';
      rows.push(`${t0.toFixed(2)}\t${performance.now().toFixed(2)}\t${id}\t${label}\t${n}`);
      return (last as (...a: unknown[]) => unknown)(...out);
    };
    return clientQuery.apply(this, args);
  }
  const result = clientQuery.apply(this, args) as Promise<unknown> | undefined;
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(
      () => rows.push(`${t0.toFixed(2)}\t${performance.now().toFixed(2)}\t${id}\t${label}`),
      () => rows.push(`${t0.toFixed(2)}\t${performance.now().toFixed(2)}\t${id}\tERR ${label}`),
    );
  }
  return result;
};
process.on('exit', () => writeFileSync(process.env.TRACE_FILE ?? '/tmp/pgc/trace.tsv', rows.join('\n')));
