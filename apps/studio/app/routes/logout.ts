import { type ActionFunctionArgs, data, redirect } from '@remix-run/node';
import { AccessDeniedError } from '@taskwell/api-sdk';
import { endSession } from '../session/session.server.ts';
import { openRequest } from '../session/signed-in.server.ts';

/** GET /logout: logging out changes state, so it takes a POST (the navbar's Logout is a form). */
export function loader() {
  return redirect('/');
}

/**
 * spec §2 Logout, with the seed defect fixed: the session ends on the API (`logout`, so the token
 * stops working everywhere) and in the cookie, then the user goes to '/'. A token the API already
 * refuses is as good as logged out; any other failure keeps the user signed in and says so, since
 * a token that still works must not be forgotten silently.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, token, session } = await openRequest(request, context);
  if (token) {
    try {
      await api.logout({ signal: request.signal });
    } catch (error) {
      if (!(error instanceof AccessDeniedError)) {
        throw data(
          { message: 'You are still signed in: the sign-out could not reach the Taskwell service. Please try again.' },
          { status: 503 },
        );
      }
    }
  }
  return redirect('/', { headers: { 'Set-Cookie': await endSession(session) } });
}
