// What the studio's server (server.ts) hands every loader and action besides the request.
import type { DocumentPolicy } from '../http/content-security-policy.ts';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The caller's address as the studio's server saw it (absent in route tests). */
    clientAddress?: string;
    /**
     * The Content-Security-Policy of the page this request renders (issue 39), which a loader may
     * widen for its page (payments); absent in development and route tests, which send none.
     */
    documentPolicy?: DocumentPolicy;
  }
}
