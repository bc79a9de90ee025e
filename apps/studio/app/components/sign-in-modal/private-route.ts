/** What a private route module exports as its `handle` (spec §2: signed-in only). */
export interface PrivateRouteHandle {
  /** The route is for signed-in users only; after signing in there, the user stays on it. */
  private: true;
}

/** The handle of every private route. */
export const privateRoute: PrivateRouteHandle = { private: true };

/** Whether a route match belongs to a private route. */
export function isPrivateMatch(match: { handle?: unknown }): boolean {
  return (
    typeof match.handle === 'object' &&
    match.handle !== null &&
    (match.handle as { private?: unknown }).private === true
  );
}
