import { type AppLoadContext, data } from '@remix-run/node';
import { AccessDeniedError, type ApiClient, type ApiError } from '@taskwell/api-sdk';
import { isServiceBusy, type ServiceBusyBody } from '../http/service-busy.ts';
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
    // Issue 42: a part of the service is down for a moment; the route's ErrorBoundary says so.
    if (isServiceBusy(error)) throw serviceBusyReply(error);
    throw error;
  }
}

/**
 * The reply of a loader or an action whose API call found the service busy (a 503, issue 42):
 * a 503 with the API's Retry-After. An action answering it keeps its page as it is (a 5xx action
 * does not reload the page), so whatever the user typed or chose stays in the form.
 */
export function serviceBusyReply(error: ApiError) {
  const retryAfterSeconds = error.retryAfterSeconds;
  return data<ServiceBusyBody>(
    { serviceBusy: true, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) },
    { status: 503, headers: { 'Retry-After': String(retryAfterSeconds ?? 5) } },
  );
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
