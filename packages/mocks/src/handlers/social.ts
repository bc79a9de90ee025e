import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** The code `invalid-code` is refused, as the social network would refuse a stale one. */
export const REFUSED_SOCIAL_CODE = 'invalid-code';

/** Linking the professional social network account. */
export function socialHandlers(context: MockContext) {
  return {
    linkLinkedIn: http.post(
      '/api/linkedin/linkedin-auth',
      withFailures(context, 'linkLinkedIn', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
        if (typeof body?.code !== 'string' || body.code.length === 0 || body.code === REFUSED_SOCIAL_CODE) {
          return response.untyped(errorReply(400, 'social_auth_failed', 'Error during LinkedIn authentication'));
        }
        caller.profile.linkedinConnected = true;
        return response(200).json({ connected: true });
      }),
    ),
  };
}
