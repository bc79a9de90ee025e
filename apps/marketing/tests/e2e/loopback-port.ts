import { execFileSync } from 'node:child_process';

/**
 * A port free on 127.0.0.1 now, chosen by the system (port 0). Synchronous, because a Playwright
 * config is evaluated synchronously; the listener is closed before the port is returned.
 */
export function freeLoopbackPort(): number {
  const script = [
    "const server = require('node:net').createServer();",
    "server.listen(0, '127.0.0.1', () => {",
    '  process.stdout.write(String(server.address().port));',
    '  server.close();',
    '});',
  ].join('\n');
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 30_000 }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free loopback port (got "${port}")`);
  return port;
}
