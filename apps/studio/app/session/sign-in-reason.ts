// Shared by server and browser code: how a reply says that the viewer has to sign in.
import { isServiceBusyBody } from '../http/service-busy.ts';

/**
 * Why the sign-in modal opens by itself: the page is private and the viewer is a visitor, or the
 * API ended the session (spec §8: a 401 logs out; a 403 refuses one thing, docs/decisions/045).
 */
export type SignInReason = 'signed-out' | 'session-ended';

/** The body of the 401 a private route answers a visitor with; its ErrorBoundary opens the sign-in modal. */
export interface SignInRequiredBody {
  /** Why the visitor has to sign in. */
  signIn: SignInReason;
}

/** What an action answers when the API ended the session while it ran. */
export interface SessionEndedBody {
  /** Always true: the session ended while the action ran. */
  sessionEnded: true;
}

/** The reason inside a thrown 401's body, if it is one of ours. */
export function signInReasonOf(body: unknown): SignInReason | undefined {
  const reason = typeof body === 'object' && body !== null ? (body as Partial<SignInRequiredBody>).signIn : undefined;
  return reason === 'signed-out' || reason === 'session-ended' ? reason : undefined;
}

/** Whether an action's result says that the session ended. */
export function isSessionEnded(result: unknown): result is SessionEndedBody {
  return typeof result === 'object' && result !== null && (result as Partial<SessionEndedBody>).sessionEnded === true;
}

/**
 * The header the `/api/*` proxy adds to a 401 that ended the cookie session, so browser
 * code (a run, an upload) can open the sign-in modal instead of showing a bare error.
 */
export const sessionEndedHeader = 'X-Taskwell-Session';

/** Where the sign-in modal posts its steps. */
export const signInAction = '/sign-in';

/** What `shouldRevalidate` is given, as far as these rules read it. */
export interface RevalidationArgs {
  /** Where the submission that triggers the reload went. */
  formAction?: string | undefined;
  /** What that action answered; undefined on the navigation after a redirect. */
  actionResult?: unknown;
  /** Remix's own choice. */
  defaultShouldRevalidate: boolean;
}

/**
 * A step of the sign-in modal that did not sign in (a PIN sent, a PIN refused) changes nothing a
 * page shows, so no page reloads for it: a private page under the modal would otherwise be
 * replaced by its sign-in panel, losing what the user typed. The sign-in itself redirects, and
 * that navigation reloads everything.
 */
export function isSignInStep({ formAction, actionResult }: RevalidationArgs): boolean {
  return formAction === signInAction && actionResult !== undefined;
}

/**
 * `shouldRevalidate` of a private route with a form: not after a sign-in step, and not after its
 * own action found the session over (that reload would replace the page with the sign-in panel
 * and lose what the user typed); it reloads once the user signed in again.
 */
export function keepPageAfterSessionEnded(args: RevalidationArgs): boolean {
  if (isSessionEnded(args.actionResult) || isSignInStep(args)) return false;
  // Issue 42: nor after its action found the service busy (a reload would fail the same way, and
  // the page's error would replace what the user typed).
  if (isServiceBusyBody(args.actionResult)) return false;
  return args.defaultShouldRevalidate;
}
