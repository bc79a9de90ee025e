// n8n 1.123 for scripts/bench-n8n.ts, as a user would run it: installed from npm on demand into a
// folder outside the workspace (never a dependency of it; about 1,900 packages), its `xlsx`
// dependency pinned to the registry's 0.18.5 through `overrides` (n8n's own points at a host this
// machine cannot reach), the legacy expression engine on Node 20 (and `isolated-vm`, which only the
// new engine uses, pinned to 5.0.4, which builds on Node 20). One workflow, webhook -> Set ->
// Respond to Webhook, imported and activated through n8n's own command line, then `n8n start`
// on SQLite (its default) or on a PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The folder n8n is installed into (N8N_BENCH_DIR), outside the workspace. */
export const n8nFolder = process.env.N8N_BENCH_DIR ?? join(tmpdir(), 'taskwell-n8n-1.123');
const n8nBin = join(n8nFolder, 'node_modules', 'n8n', 'bin', 'n8n');
/** Written once an install has ended well: an install cut short is done again from nothing. */
const installed = join(n8nFolder, '.installed');
const workflowId = 'TwBenchWebhook01';
export const webhookPath = '/webhook/taskwell-bench';

function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Installs n8n 1.123 into `n8nFolder` unless it is there already. */
export async function installN8n(say: (line: string) => void): Promise<void> {
  if (existsSync(installed)) return;
  mkdirSync(n8nFolder, { recursive: true });
  rmSync(join(n8nFolder, 'node_modules'), { recursive: true, force: true });
  rmSync(join(n8nFolder, 'package-lock.json'), { force: true });
  writeFileSync(
    join(n8nFolder, 'package.json'),
    `${JSON.stringify(
      {
        name: 'taskwell-n8n-side-by-side',
        private: true,
        dependencies: { n8n: '1.123' },
        // isolated-vm 6 (the new expression engine's, unused with the legacy one) needs Node 22.
        overrides: { xlsx: '0.18.5', 'isolated-vm': '5.0.4' },
      },
      null,
      2,
    )}\n`,
  );
  say(`installing n8n@1.123 into ${n8nFolder} (npm, about 1,900 packages)`);
  const code = await exitOf(
    spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: n8nFolder, stdio: 'inherit' }),
  );
  if (code !== 0 || !existsSync(n8nBin)) throw new Error(`npm install of n8n failed (exit ${code})`);
  writeFileSync(installed, `${new Date().toISOString()}\n`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The webhook -> Set -> Respond to Webhook workflow, active. */
function workflow(): unknown {
  return {
    id: workflowId,
    name: 'Taskwell side by side: webhook, set, respond',
    active: true,
    nodes: [
      {
        id: '0d1b6c8e-0001-4a1e-9a53-0a6f3a0c0001',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [0, 0],
        webhookId: '6c2f0a4e-5b1d-4f3a-8e2b-1d9c7a5e0001',
        parameters: { httpMethod: 'POST', path: 'taskwell-bench', responseMode: 'responseNode', options: {} },
      },
      {
        id: '0d1b6c8e-0002-4a1e-9a53-0a6f3a0c0002',
        name: 'Set',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [220, 0],
        parameters: {
          mode: 'manual',
          assignments: {
            assignments: [
              { id: 'a1', name: 'text', value: '={{ $json.body.text.value }}', type: 'string' },
              { id: 'a2', name: 'status', value: 'COMPLETED', type: 'string' },
            ],
          },
          options: {},
        },
      },
      {
        id: '0d1b6c8e-0003-4a1e-9a53-0a6f3a0c0003',
        name: 'Respond to Webhook',
        type: 'n8n-nodes-base.respondToWebhook',
        typeVersion: 1.1,
        position: [440, 0],
        parameters: { respondWith: 'firstIncomingItem', options: {} },
      },
    ],
    connections: {
      Webhook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
      Set: { main: [[{ node: 'Respond to Webhook', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}

export interface N8nServer {
  child: ChildProcess;
  port: number;
  /** The database n8n keeps its workflows and executions in. */
  database: string;
  /** Its user folder (settings, SQLite database), removed when it stops. */
  userFolder: string;
}

/** n8n's environment: its folder, port, database and quiet settings, the legacy expression engine. */
function n8nEnv(userFolder: string, port: number, postgresUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    N8N_USER_FOLDER: userFolder,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_EXPRESSION_ENGINE: 'legacy',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_SECURE_COOKIE: 'false',
    N8N_LOG_LEVEL: 'warn',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    NODE_ENV: 'production',
  };
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    Object.assign(env, {
      DB_TYPE: 'postgresdb',
      DB_POSTGRESDB_HOST: url.hostname,
      DB_POSTGRESDB_PORT: url.port || '5432',
      DB_POSTGRESDB_DATABASE: url.pathname.slice(1),
      DB_POSTGRESDB_USER: decodeURIComponent(url.username) || 'postgres',
      DB_POSTGRESDB_PASSWORD: decodeURIComponent(url.password),
    });
  }
  return env;
}

/**
 * Starts n8n in a fresh user folder under `n8nFolder` (SQLite) or on the PostgreSQL database of
 * `postgresUrl`, with the workflow imported and active; resolves once its webhook answers.
 */
export async function startN8n(postgresUrl?: string): Promise<N8nServer> {
  const userFolder = join(n8nFolder, `run-${process.pid}-${Date.now()}`);
  mkdirSync(userFolder, { recursive: true });
  const file = join(userFolder, 'workflow.json');
  writeFileSync(file, JSON.stringify(workflow()));
  const port = await freePort();
  const env = n8nEnv(userFolder, port, postgresUrl);
  const cli = async (args: string[]) => {
    const code = await exitOf(
      spawn(process.execPath, [n8nBin, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
    );
    if (code !== 0) throw new Error(`n8n ${args[0]} failed (exit ${code})`);
  };
  await cli(['import:workflow', `--input=${file}`]);
  await cli(['update:workflow', `--id=${workflowId}`, '--active=true']);
  const child = spawn(process.execPath, [n8nBin, 'start'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = exitOf(child).then((code) => {
    throw new Error(`n8n exited (${code}) before its webhook answered`);
  });
  const answers = (async () => {
    const until = Date.now() + 300_000;
    while (Date.now() < until) {
      const reply = await fetch(`http://127.0.0.1:${port}${webhookPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: { value: 'ready?' } }),
      }).catch(() => undefined);
      if (reply?.status === 200) return;
      await reply?.body?.cancel();
      await sleep(500);
    }
    throw new Error('n8n did not answer on its webhook within 300 s');
  })();
  await Promise.race([answers, exited]);
  return { child, port, database: postgresUrl ? 'PostgreSQL' : 'SQLite', userFolder };
}

/** Stops n8n (SIGTERM), waiting at most 30 s, then SIGKILL; its user folder goes, the installation stays. */
export async function stopN8n(server: N8nServer): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]);
    if (!stopped) {
      server.child.kill('SIGKILL');
      await exited;
    }
  }
  rmSync(server.userFolder, { recursive: true, force: true });
}
