// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server: the one already given in
// TEST_DATABASE_URL, or a throwaway cluster started here (src/testing/postgres-cluster.ts: initdb
// into a temporary folder, loopback only, trust auth, no fsync) and removed afterwards. `--stock`
// before the command keeps the server's own durability settings (fsync, synchronous commit and
// full page writes on), as a benchmark of the shipped product needs. Fails, never skips, when
// PostgreSQL is absent: `.ci/run` installs it (Debian package postgresql).
import { type ChildProcess, spawn } from 'node:child_process';
import { type PostgresCluster, postgresBinaries, startPostgresCluster } from '../src/testing/postgres-cluster.ts';

const stock = process.argv[2] === '--stock';
const command = process.argv.slice(stock ? 3 : 2);
if (command.length === 0) {
  process.stderr.write('usage: tsx scripts/with-postgres.ts [--stock] <command> [args...]\n');
  process.exit(2);
}

function say(line: string): void {
  process.stdout.write(`[with-postgres] ${line}\n`);
}

/** The command running now, which a signal to this process is passed on to. */
let running: ChildProcess | undefined;

function run(commandLine: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(commandLine[0] as string, commandLine.slice(1), { stdio: 'inherit', env });
    running = child;
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

if (process.env.TEST_DATABASE_URL) {
  say('using TEST_DATABASE_URL as given');
  process.exit(await run(command));
}

const bin = postgresBinaries();
if (!bin) {
  process.stderr.write(
    '[with-postgres] PostgreSQL is not installed, so the PostgreSQL test run cannot start.\n' +
      '[with-postgres] Install it with `apt-get install -y --no-install-recommends postgresql` (.ci/run does),\n' +
      '[with-postgres] or point TEST_DATABASE_URL at a server where the user may create databases.\n',
  );
  process.exit(1);
}

say(`starting a throwaway PostgreSQL (${bin})${stock ? ', stock settings' : ''}`);
let cluster: PostgresCluster;
try {
  cluster = await startPostgresCluster({ stock });
} catch (error) {
  process.stderr.write(`[with-postgres] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
// A signal is the command's to act on (a server stopping gracefully, its database still there);
// the cluster goes once the command has exited, as after a run that ended by itself.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (running && running.exitCode === null && running.signalCode === null) running.kill(signal);
    else {
      cluster.remove();
      process.exit(1);
    }
  });
}
say(`ready on 127.0.0.1:${cluster.port}; running: ${command.join(' ')}`);
const code = await run(command, { ...process.env, TEST_DATABASE_URL: cluster.url });
cluster.remove();
process.exit(code);
