import pg from 'pg';

/**
 * A real outage of a PostgreSQL database, for the studio's end-to-end suite (issue 42: the busy
 * message is shown by a studio whose API's database is away, not faked): the database stops
 * taking connections (`ALLOW_CONNECTIONS false`, so a new one is refused with 55000) and every
 * connection it has is ended (57P01, as a fast restart ends them), until {@link end}. PostgreSQL
 * takes that from a connection to another database: one to `template1`, opened beforehand. Test
 * set-up only (e2e-host.ts), and only where its user may alter the database (a throwaway
 * cluster's superuser).
 */
export class DatabaseOutage {
  private constructor(
    private readonly admin: pg.Client,
    private readonly name: string,
  ) {}

  /** Opens the connection that starts and ends outages of the database of `url`. */
  static async open(url: string): Promise<DatabaseOutage> {
    const target = new URL(url);
    const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
    target.pathname = '/template1';
    const admin = new pg.Client({ connectionString: target.toString(), application_name: 'taskwell-e2e-outage' });
    admin.on('error', () => undefined);
    await admin.connect();
    return new DatabaseOutage(admin, name);
  }

  /** Starts the outage: no new connection, and every one it has ended. */
  async start(): Promise<void> {
    await this.admin.query(`ALTER DATABASE ${pg.escapeIdentifier(this.name)} WITH ALLOW_CONNECTIONS false`);
    await this.admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [this.name]);
  }

  /** Ends it: the database takes connections again. */
  async end(): Promise<void> {
    await this.admin.query(`ALTER DATABASE ${pg.escapeIdentifier(this.name)} WITH ALLOW_CONNECTIONS true`);
  }

  /** Ends any outage and closes its connection. */
  async close(): Promise<void> {
    await this.end().catch(() => undefined);
    await this.admin.end().catch(() => undefined);
  }
}
