import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Keeps the connections that have not carried a request yet. HTTP clients open connections ahead
 * of need (fetch's pool does while other requests stream events), and Node's server, when it
 * closes, drops idle connections but waits for these until their header timeout (60 s). They are
 * dropped with the rest when the server closes: nothing was asked on them.
 */
export function trackUnusedConnections(server: Server): { dropAll(): void } {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request) => unused.delete(request.socket));
  return {
    dropAll() {
      for (const socket of unused) socket.destroy();
      unused.clear();
    },
  };
}
