/** What a private route module exports as its `handle` (spec §2: signed-in only). */
export interface PrivateRouteHandle {
  /** The route is for signed-in users only; after signing in there, the user stays on it. */
  private: true;
}

/** What a public route exports as its `handle` when signing in on it should leave the user there. */
export interface StaysAfterSignInHandle {
  /** After signing in on this page the user stays on it (pricing: to buy the plan they came for). */
  staysAfterSignIn: true;
}

/** The handle of every private route. */
export const privateRoute: PrivateRouteHandle = { private: true };

/** The handle of a public page that stays the destination of a sign-in made on it. */
export const staysAfterSignIn: StaysAfterSignInHandle = { staysAfterSignIn: true };

function handleOf(match: { handle?: unknown }): Record<string, unknown> | undefined {
  return typeof match.handle === 'object' && match.handle !== null
    ? (match.handle as Record<string, unknown>)
    : undefined;
}

/** Whether a route match belongs to a private route. */
export function isPrivateMatch(match: { handle?: unknown }): boolean {
  return handleOf(match)?.private === true;
}

/**
 * Whether signing in on this match keeps the user on its page: private routes, and public ones
 * that ask for it; from anywhere else the user lands on '/' (spec §2).
 */
export function isSignInDestination(match: { handle?: unknown }): boolean {
  return isPrivateMatch(match) || handleOf(match)?.staysAfterSignIn === true;
}
