// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server: the one already given in
// TEST_DATABASE_URL, or a throwaway cluster started here (initdb into a temporary folder, loopback
// only, trust auth, no fsync) and removed afterwards. `--stock` before the command keeps the
// server's own durability settings (fsync, synchronous commit and full page writes on), as a
// benchmark of the shipped product needs. Fails, never skips, when PostgreSQL is absent: `.ci/run`
// installs it (Debian package postgresql).
import { type SpawnSyncOptions, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/testing/free-port.ts';

const stock = process.argv[2] === '--stock';
const command = process.argv.slice(stock ? 3 : 2);
if (command.length === 0) {
  process.stderr.write('usage: tsx scripts/with-postgres.ts [--stock] <command> [args...]\n');
  process.exit(2);
}

function say(line: string): void {
  process.stdout.write(`[with-postgres] ${line}\n`);
}

function run(commandLine: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(commandLine[0] as string, commandLine.slice(1), { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function postgresBinaries(): string | undefined {
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

// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
const asRoot = process.getuid?.() === 0;
const runAs = (args: string[]): string[] => (asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args);
if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
  process.stderr.write('[with-postgres] running as root, but there is no `postgres` user to own the cluster\n');
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'taskwell-pg-'));
const dataDir = join(folder, 'data');
chmodSync(folder, 0o700);
if (asRoot) {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(folder, uid, gid);
}
const quiet: SpawnSyncOptions = { encoding: 'utf8', timeout: 60_000 };
const exec = (args: string[]) => spawnSync(args[0] as string, args.slice(1), quiet);
const port = await freePort();
let started = false;

function stop(): void {
  if (started) exec(runAs([join(bin as string, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']));
  started = false;
  rmSync(folder, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop();
    process.exit(1);
  });
}

say(`starting a throwaway PostgreSQL (${bin}) on 127.0.0.1:${port}${stock ? ', stock settings' : ''}`);
const init = exec(
  runAs([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']),
);
if (init.status !== 0) {
  process.stderr.write(`[with-postgres] initdb failed:\n${init.stdout}${init.stderr}\n`);
  stop();
  process.exit(1);
}
// Tests trade durability for speed; `--stock` leaves it as PostgreSQL ships (max_connections too).
const durability = stock
  ? ''
  : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200';
const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder}${durability}`;
// -w -t 30: a bounded wait until the server accepts connections.
const start = exec(
  runAs([
    join(bin, 'pg_ctl'),
    '-D',
    dataDir,
    '-o',
    settings,
    '-l',
    join(folder, 'server.log'),
    '-w',
    '-t',
    '30',
    'start',
  ]),
);
started = true;
if (start.status !== 0) {
  const log = existsSync(join(folder, 'server.log')) ? readFileSync(join(folder, 'server.log'), 'utf8') : '';
  process.stderr.write(`[with-postgres] the server did not start within 30 s:\n${start.stdout}${start.stderr}${log}\n`);
  stop();
  process.exit(1);
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
say(`ready; running: ${command.join(' ')}`);
const code = await run(command, { ...process.env, TEST_DATABASE_URL: url });
stop();
process.exit(code);
