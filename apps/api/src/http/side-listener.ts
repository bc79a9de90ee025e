import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small HTTP listener apart from the API's own (a worker's health, a process's metrics). */
export interface SideListener {
  /** The port it listens on (the one given, or the free one taken for 0). */
  port: number;
  /** Stops listening and ends its connections. */
  close(): Promise<void>;
}

/** Serves `handle` on `host:port` (0 takes a free port); resolves once it listens. */
export async function listenApart(
  handle: RequestListener,
  options: { port: number; host: string },
): Promise<SideListener> {
  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
