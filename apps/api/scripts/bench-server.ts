// A server for scripts/bench.ts, in its own process: `hello` is a bare Fastify hello-world, `api`
// is the API on PGlite in a fresh data folder, with one signed-in account. Prints one JSON line
// with its port (and the session token) when ready; stops on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer } from '../src/create-server.ts';
import type { PinMailer } from '../src/mail/pin-mailer.ts';

const mode = process.argv[2];
let app: FastifyInstance;
let token: string | undefined;
let dataDir: string | undefined;

if (mode === 'hello') {
  app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
} else if (mode === 'api') {
  dataDir = mkdtempSync(join(tmpdir(), 'taskwell-bench-'));
  const pins = new Map<string, string>();
  const mailer: PinMailer = {
    async sendPin(to, pin) {
      pins.set(to, pin);
    },
    async sendInvitation() {},
    close: () => undefined,
  };
  // The shipped defaults (PGlite in the data folder, info logs), except that the log lines go
  // nowhere and the PIN mail stays in memory.
  app = await createServer({ dataDir, mailer, logStream: { write: () => undefined } });
  await app.inject({ method: 'POST', url: '/api/otp/request', payload: { email: 'bench@example.com' } });
  const verified = await app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    payload: { email: 'bench@example.com', otp: pins.get('bench@example.com') },
  });
  token = (verified.json() as { session_token: string }).session_token;
} else {
  process.stderr.write('usage: bench-server.ts hello|api\n');
  process.exit(2);
}

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token })}\n`);
process.on('SIGTERM', () => {
  app.close().finally(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
