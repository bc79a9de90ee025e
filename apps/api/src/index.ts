export { createServer, defaultCorsOrigins, type ServerContext } from './create-server.ts';
export { loadServerOptions } from './load-server-options.ts';
export type { ServerOptions } from './server-options.ts';
