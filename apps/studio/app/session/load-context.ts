// What the studio's server (server.ts) hands every loader and action besides the request.
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The caller's address as the studio's server saw it (absent in route tests). */
    clientAddress?: string;
  }
}

export {};
