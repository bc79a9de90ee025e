import { type AppLoadContext, data } from '@remix-run/node';
import { AccessDeniedError, type ApiClient } from '@taskwell/api-sdk';
import { createRequestApi } from './api-client.server.ts';
import { endSession, readStudioSession, type StudioSession } from './session.server.ts';
import type { SessionEndedBody, SignInReason, SignInRequiredBody } from './sign-in-reason.ts';
import './load-context.ts';

/** A request of a signed-in user: its API client (bearer from the cookie) and its cookie session. */
export interface SignedIn {
  /** The API as this user. */
  api: ApiClient;
  /** The cookie session, to end it when the API says the token is no longer good. */
  studioSession: StudioSession;
}

function signInRequired(reason: SignInReason, setCookie?: string) {
  return data<SignInRequiredBody>(
    { signIn: reason },
    { status: 401, ...(setCookie ? { headers: { 'Set-Cookie': setCookie } } : {}) },
  );
}

/** The cookie session and API client of a request, for a visitor too. */
export async function openRequest(
  request: Request,
  context: AppLoadContext,
): Promise<StudioSession & { api: ApiClient }> {
  const studioSession = await readStudioSession(request);
  const { api } = createRequestApi({ token: studioSession.token, clientAddress: context.clientAddress });
  return { ...studioSession, api };
}

/**
 * For the loaders and actions of private routes (spec §2: signed-in only). A visitor gets a 401
 * whose reason the route's ErrorBoundary shows with the sign-in modal, the page staying the
 * destination (docs/decisions/020).
 */
export async function requireSignedIn(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const { api, ...studioSession } = await openRequest(request, context);
  if (!studioSession.token) throw signInRequired('signed-out');
  return { api, studioSession };
}

/**
 * Runs the API calls of a loader. spec §8: a 401 on them ends the cookie session and
 * answers 401 'session-ended', which the route's ErrorBoundary shows as the sign-in modal with
 * "Your session ended, sign in again".
 */
export async function loadOrEndSession<T>(signedIn: SignedIn, load: (api: ApiClient) => Promise<T>): Promise<T> {
  try {
    return await load(signedIn.api);
  } catch (error) {
    if (error instanceof AccessDeniedError) {
      throw signInRequired('session-ended', await endSession(signedIn.studioSession.session));
    }
    throw error;
  }
}

/**
 * The reply of an action whose API call found the session over: the cookie session ends, and
 * the 401 keeps Remix from reloading the page (a 4xx action does not revalidate), so whatever the
 * user typed stays in the form while the sign-in modal asks them to sign in again.
 */
export async function sessionEndedReply({ session }: Pick<StudioSession, 'session'>) {
  return data<SessionEndedBody>(
    { sessionEnded: true },
    { status: 401, headers: { 'Set-Cookie': await endSession(session) } },
  );
}
