export { createServer } from './create-server.ts';
export type { OperationHandler } from './http/operation-handler.ts';
export { loadServerOptions } from './load-server-options.ts';
export { type OpenRuntime, openRuntime, type RuntimeOptions } from './open-runtime.ts';
export type { ServerContext } from './server-context.ts';
export { defaultCorsOrigins, type ServerOptions } from './server-options.ts';
