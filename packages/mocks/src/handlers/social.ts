import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long an authorization may take, as on the server (10 minutes). */
const authorizationMs = 10 * 60 * 1000;

const notConfigured = () =>
  errorReply(503, 'social_link_not_configured', 'Linking a LinkedIn account is not configured on this server.');

/**
 * The professional social network link. The mock's "authorization page" is the studio's own
 * callback with a fresh code (the member consents at once), so demo mode links without a network;
 * the code and state it hands out work once, as a real provider's do.
 */
export function socialHandlers(context: MockContext) {
  return {
    startLinkedInAuthorization: http.post(
      '/api/linkedin/authorization',
      withFailures(context, 'startLinkedInAuthorization', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!context.linkedinConfigured) return response.untyped(notConfigured());
        const body = (await request.json().catch(() => null)) as { state?: unknown } | null;
        if (typeof body?.state !== 'string' || !uuid.test(body.state)) {
          return response.untyped(errorReply(400, 'invalid_request', 'state must be a UUID.'));
        }
        const code = context.newId('linkedin-code');
        const expiresAt = context.now() + authorizationMs;
        context.linkedinAuthorizations.set(caller.profile.id, { state: body.state, code, expiresAt });
        const page = new URL(context.linkedinRedirectUri);
        page.searchParams.set('code', code);
        page.searchParams.set('state', body.state);
        return response(200).json({ authorizationUrl: page.href, expiresAt: new Date(expiresAt).toISOString() });
      }),
    ),

    linkLinkedIn: http.post(
      '/api/linkedin/linkedin-auth',
      withFailures(context, 'linkLinkedIn', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!context.linkedinConfigured) return response.untyped(notConfigured());
        const body = (await request.json().catch(() => null)) as { code?: unknown; state?: unknown } | null;
        const pending = context.linkedinAuthorizations.get(caller.profile.id);
        if (
          !pending ||
          pending.code !== body?.code ||
          pending.state !== body?.state ||
          pending.expiresAt <= context.now()
        ) {
          return response.untyped(
            errorReply(
              400,
              'social_auth_failed',
              'This LinkedIn authorization is unknown, expired or already used. Press Connect to try again.',
            ),
          );
        }
        context.linkedinAuthorizations.delete(caller.profile.id);
        const memberName = `${caller.profile.firstName} ${caller.profile.lastName}`.trim() || 'LinkedIn member';
        context.linkLinkedIn(caller.profile.id, memberName);
        return response(200).json({ connected: true, memberName });
      }),
    ),

    getLinkedInLink: http.get(
      '/api/linkedin/link',
      withFailures(context, 'getLinkedInLink', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const link = caller.linkedin;
        return response(200).json({
          configured: context.linkedinConfigured,
          connected: link !== undefined,
          ...(link ? { memberName: link.memberName, linkedAt: link.linkedAt } : {}),
        });
      }),
    ),

    unlinkLinkedIn: http.delete(
      '/api/linkedin/link',
      withFailures(context, 'unlinkLinkedIn', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        caller.linkedin = undefined;
        caller.profile.linkedinConnected = false;
        return response(204).empty();
      }),
    ),
  };
}
