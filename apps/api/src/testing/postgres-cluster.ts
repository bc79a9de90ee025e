// A throwaway PostgreSQL cluster of Debian's (or pg_config's) binaries: initdb into a temporary
// folder, loopback only, trust auth, on a free port. scripts/with-postgres.ts runs the PostgreSQL
// suite on one; the fault drill (issue 42) restarts and stops its own as an operator would.
import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** A cluster that runs until {@link PostgresCluster.remove}. */
export interface PostgresCluster {
  /** The `postgres` database as the superuser (no password: trust auth on loopback). */
  url: string;
  port: number;
  /** `pg_ctl restart -m <mode>`: every connection is ended, the server is back when this resolves. */
  restart(mode?: 'fast' | 'immediate'): void;
  /** `pg_ctl stop -m <mode>`: the port refuses connections until {@link start}. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Starts the stopped server again on the same port and data. */
  start(): void;
  /** Stops the server and removes its folder. */
  remove(): void;
}

/** Where the PostgreSQL binaries are, or undefined when it is not installed. */
export function postgresBinaries(): string | undefined {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates: string[] = [];
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim());
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

const missing =
  'PostgreSQL is not installed: `apt-get install -y --no-install-recommends postgresql` (.ci/run does), ' +
  'or point TEST_DATABASE_URL at a server where the user may create databases.';

/**
 * Makes and starts a cluster. `stock` keeps PostgreSQL's own durability settings (a benchmark of
 * the shipped product); otherwise fsync and synchronous commit are off, as tests want.
 */
export async function startPostgresCluster(options: { stock?: boolean } = {}): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(missing);
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
  const asRoot = process.getuid?.() === 0;
  const runAs = (args: string[]): string[] => (asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args);
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    throw new Error('Running as root, but there is no `postgres` user to own the cluster.');
  }
  // The `postgres` user must reach the cluster's folder: a test run's private temporary folder
  // (0700, the vitest preset's) is opened for passing through, not for reading.
  if (asRoot) {
    const parentMode = statSync(tmpdir()).mode & 0o7777;
    if ((parentMode & 0o001) === 0) chmodSync(tmpdir(), parentMode | 0o011);
  }
  const folder = mkdtempSync(join(tmpdir(), 'taskwell-pg-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  chmodSync(folder, 0o700);
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(folder, uid, gid);
  }
  // A bound against a hang, not a speed target: on a busy 2-core machine (load 80) initdb alone
  // outlasted 60 s, and its killed bootstrap backend kept writing into the folder being removed.
  const quiet: SpawnSyncOptions = { encoding: 'utf8', timeout: 300_000 };
  const exec = (args: string[]) => spawnSync(args[0] as string, args.slice(1), quiet);
  const pgCtl = (...args: string[]) => runAs([join(bin, 'pg_ctl'), '-D', dataDir, ...args]);
  const port = await freePort();
  const durability = options.stock
    ? ''
    : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200';
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder}${durability}`;
  let running = false;
  const fail = (what: string, result: ReturnType<typeof exec>) => {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    return new Error(`${what} failed:\n${result.stdout}${result.stderr}${log.slice(-4000)}`);
  };
  const remove = () => {
    if (running) exec(pgCtl('-m', 'immediate', '-w', 'stop'));
    running = false;
    rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const init = exec(
    runAs([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']),
  );
  if (init.status !== 0) {
    const error = fail('initdb', init);
    remove();
    throw error;
  }
  // -w -t 120: a bounded wait until the server accepts connections.
  const start = () => {
    const started = exec(pgCtl('-o', settings, '-l', logFile, '-w', '-t', '120', 'start'));
    running = true;
    if (started.status !== 0) throw fail('pg_ctl start', started);
  };
  try {
    start();
  } catch (error) {
    remove();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart(mode = 'fast') {
      const restarted = exec(pgCtl('-o', settings, '-l', logFile, '-m', mode, '-w', '-t', '120', 'restart'));
      if (restarted.status !== 0) throw fail('pg_ctl restart', restarted);
    },
    stop(mode = 'fast') {
      const stopped = exec(pgCtl('-m', mode, '-w', '-t', '120', 'stop'));
      if (stopped.status !== 0) throw fail('pg_ctl stop', stopped);
      running = false;
    },
    start,
    remove,
  };
}
