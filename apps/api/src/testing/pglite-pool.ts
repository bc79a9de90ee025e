import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// A test server's embedded database, lent from the worker's pool (decision 190). Loading the run's
// migrated template into a new PGlite cost about 0.75 of a server start's 1.0 CPU-seconds; test files
// share their worker's modules (isolate off), so a worker keeps the databases its files gave back,
// put back to the template's state: every table emptied and its template rows written again, every
// sequence set back, the session's state discarded. A database whose schema, settings or roles
// differ from the template's afterwards (a test that altered them) is closed, never lent again,
// and so is one given back at a clock later than the one it would be lent at (a test that moved
// Date forward): the PostgreSQL inside keeps its timeouts' alarms on that clock, and an alarm due
// years ahead of the real time is re-armed every millisecond (Node caps a timer at 24.8 days and
// fires a longer one after 1 ms), a loop that spun for the rest of a worker's files.

/** What a database lent out must equal when it comes back, read once from a fresh copy. */
interface Baseline {
  /** The schema, settings and roles, as one hash. */
  shape: string;
  /** `TRUNCATE` of every table of the application's schemas. */
  truncate: string;
  /** The template's rows of the tables that have any, to write again. */
  rows: { insert: string; json: string }[];
  /** `setval` of every sequence to its template state. */
  sequences: string;
}

/** A database lent to one server: `client` stops answering when it is given back. */
export interface LentDatabase {
  client: PGlite;
  giveBack(): Promise<void>;
}

const userSchemas = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg\\_%'`;

/** One hash of everything a test could change beside the rows: schema objects, settings, roles. */
const shapeParts = `SELECT part FROM (
  SELECT 'namespace ' || nspname FROM pg_namespace
  UNION ALL SELECT 'class ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || c.relpersistence::text || c.relrowsecurity::text
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${userSchemas}
  UNION ALL SELECT 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull::text || a.attisdropped::text || a.attgenerated::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum WHERE a.attnum > 0 AND ${userSchemas}
  UNION ALL SELECT 'constraint ' || n.nspname || '.' || co.conname || ' ' || pg_get_constraintdef(co.oid)
    FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace WHERE ${userSchemas}
  UNION ALL SELECT 'index ' || pg_get_indexdef(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${userSchemas}
  UNION ALL SELECT 'function ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, ''))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${userSchemas}
  UNION ALL SELECT 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
    FROM pg_trigger t WHERE NOT t.tgisinternal
  UNION ALL SELECT 'view ' || c.oid::regclass::text || ' ' || md5(pg_get_viewdef(c.oid))
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('v', 'm') AND ${userSchemas}
  UNION ALL SELECT 'policy ' || polrelid::regclass::text || '.' || polname FROM pg_policy
  UNION ALL SELECT 'enum ' || enumtypid::regtype::text || ' ' || enumlabel || ' ' || enumsortorder::text FROM pg_enum
  UNION ALL SELECT 'type ' || n.nspname || '.' || t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${userSchemas}
  UNION ALL SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension
  UNION ALL SELECT 'role ' || rolname || ' ' || rolsuper::text || rolcanlogin::text FROM pg_roles
  UNION ALL SELECT 'database ' || datname || ' ' || datallowconn::text FROM pg_database
  UNION ALL SELECT 'role setting ' || coalesce(array_to_string(setconfig, ','), '') FROM pg_db_role_setting
  UNION ALL SELECT 'setting ' || name || '=' || coalesce(setting, '') FROM pg_settings WHERE name NOT LIKE '%.%'
) parts(part)`;
const shapeQuery = `SELECT md5(string_agg(part, '|' ORDER BY part)) AS shape FROM (${shapeParts}) shape_parts`;

const tablesQuery = `
SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND ${userSchemas} ORDER BY 1`;

const sequencesQuery = `
SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value)::text AS value,
  (last_value IS NOT NULL) AS called
FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`;

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

async function shapeOf(client: PGlite): Promise<string> {
  const result = await client.query<{ shape: string }>(shapeQuery);
  return result.rows[0]?.shape ?? '';
}

async function readBaseline(client: PGlite): Promise<Baseline> {
  const tables = (await client.query<{ name: string }>(tablesQuery)).rows.map((row) => row.name);
  const rows: Baseline['rows'] = [];
  for (const table of tables) {
    const found = await client.query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${table} t`);
    const json = found.rows[0]?.json;
    if (!json) continue;
    const columns = await client.query<{ name: string }>(
      `SELECT format('%I', attname) AS name FROM pg_attribute
       WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [table],
    );
    const list = columns.rows.map((column) => column.name).join(', ');
    rows.push({
      insert: `INSERT INTO ${table} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(null::${table}, $1::json)`,
      json,
    });
  }
  const sequences = (await client.query<{ name: string; value: string; called: boolean }>(sequencesQuery)).rows;
  return {
    shape: await shapeOf(client),
    truncate: tables.length > 0 ? `TRUNCATE ${tables.join(', ')}` : '',
    rows,
    sequences: sequences
      .map((sequence) => `SELECT setval(${literal(sequence.name)}, ${sequence.value}, ${sequence.called});`)
      .join('\n'),
  };
}

/** Puts a given-back database into the template's state; false when it cannot be (then it is closed). */
async function restore(client: PGlite, baseline: Baseline): Promise<boolean> {
  if (client.closed) return false;
  try {
    // Fails inside a transaction a server left open: such a database is not lent again.
    await client.exec('DISCARD ALL');
    if ((await shapeOf(client)) !== baseline.shape) return false;
    await client.transaction(async (tx) => {
      if (baseline.truncate) await tx.exec(baseline.truncate);
      for (const table of baseline.rows) await tx.query(table.insert, [table.json]);
      if (baseline.sequences) await tx.exec(baseline.sequences);
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A client that answers until it is given back, then throws: work a closed server left running
 * fails as it did on a closed database, and never reaches the next file's data.
 */
function revocable(client: PGlite): { client: PGlite; revoke(): void } {
  let revoked = false;
  const proxy = new Proxy(client, {
    // A method replaced through a lent client would stay for every later server: refused.
    set() {
      throw new Error('A lent test database cannot be changed; open a database of your own.');
    },
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (revoked) throw new Error('This test database was given back when its server closed.');
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    client: proxy,
    revoke: () => {
      revoked = true;
    },
  };
}

/** Databases kept idle per worker: each holds its own memory (a few tens of MB). */
const keptIdle = 2;

/** The worker's databases, all started from one template. */
export class PglitePool {
  /** Databases given back, each with the clock (`Date.now()`) it was given back at. */
  private readonly idle: { client: PGlite; at: number }[] = [];
  private baseline: Promise<Baseline> | undefined;
  /** How many loans were served by a database given back before (for the figures). */
  reused = 0;
  started = 0;

  constructor(
    private readonly template: () => Promise<Blob>,
    /** The clock the loans are compared by (a test of the pool moves its own, never `Date`). */
    private readonly now: () => number = () => Date.now(),
  ) {}

  private async start(): Promise<PGlite> {
    this.started += 1;
    const client = new PGlite({ loadDataDir: await this.template(), extensions: { pg_trgm } });
    await client.waitReady;
    // The baseline is read from the first copy before it is lent: every copy starts equal to it.
    this.baseline ??= readBaseline(client);
    await this.baseline;
    return client;
  }

  /**
   * Closes the databases kept idle: a script that lends databases outside the test runner calls it
   * at its end, since an open database's own timers keep the process alive.
   */
  async closeIdle(): Promise<void> {
    for (const kept of this.idle.splice(0)) await kept.client.close().catch(() => undefined);
  }

  /** A database in the template's state, for one server. */
  async lend(): Promise<LentDatabase> {
    let kept = this.idle.pop();
    // The clock went back since it was given back (a test moved Date): not lent again.
    while (kept && kept.at > this.now()) {
      await kept.client.close().catch(() => undefined);
      kept = this.idle.pop();
    }
    if (kept) this.reused += 1;
    const client = kept?.client ?? (await this.start());
    const lease = revocable(client);
    let givenBack = false;
    return {
      client: lease.client,
      giveBack: async () => {
        if (givenBack) return;
        givenBack = true;
        lease.revoke();
        const baseline = await this.baseline;
        if (baseline && this.idle.length < keptIdle && (await restore(client, baseline))) {
          this.idle.push({ client, at: this.now() });
        } else if (!client.closed) await client.close().catch(() => undefined);
      },
    };
  }
}
