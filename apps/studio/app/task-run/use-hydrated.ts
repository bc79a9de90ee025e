import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and while hydrating, true after: what needs the browser (storage,
 * portals, code loaded on demand) renders only then, so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
