import { createContext, type ReactNode, useContext } from 'react';

// Issue 39: the page's inline scripts (the theme's, Remix's) carry the nonce of the request's
// Content-Security-Policy; the server render gives it here. In the browser there is none to give:
// the scripts have run by then, and browsers hide a nonce from the page anyway.
const NonceContext = createContext<string | undefined>(undefined);

/** Gives the request's nonce to the document's inline scripts (the server render only). */
export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The nonce the document's inline scripts carry; undefined in the browser and without a policy. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
