import { MOCK_PIN } from '../fixtures/users.ts';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** As the reference server: a PIN lasts 10 minutes and burns after 5 wrong tries (contract, verifyOtp). */
const pinValidityMs = 10 * 60_000;
const maximumPinChecks = 5;

/** Sign-in by e-mailed PIN: every PIN the mock "sends" is MOCK_PIN (123456). */
export function authHandlers(context: MockContext) {
  return {
    requestOtp: http.post(
      '/api/otp/request',
      withFailures(context, 'requestOtp', async ({ request, response }) => {
        const body = (await request.json().catch(() => null)) as { email?: unknown } | null;
        const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (!emailPattern.test(email)) {
          return response.untyped(errorReply(400, 'invalid_email', 'Please enter a valid e-mail address.'));
        }
        // A new request replaces the previous PIN; the reply is the same for every address.
        context.pins.set(email, { pin: MOCK_PIN, expiresAt: context.now() + pinValidityMs, attempts: 0 });
        return response(200).json('If the address can receive mail, a one-time PIN is on its way.');
      }),
    ),

    verifyOtp: http.post(
      '/api/otp/verify',
      withFailures(context, 'verifyOtp', async ({ request, response }) => {
        const body = (await request.json().catch(() => null)) as { email?: unknown; otp?: unknown } | null;
        const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
        const otp = typeof body?.otp === 'string' ? body.otp : '';
        if (!emailPattern.test(email) || !/^[0-9]{6}$/.test(otp)) {
          return response.untyped(
            errorReply(400, 'invalid_request', 'An e-mail address and a 6-digit PIN are required.'),
          );
        }
        const waiting = context.pins.get(email);
        if (waiting && waiting.expiresAt <= context.now()) {
          return response.untyped(errorReply(401, 'pin_expired', 'This PIN has expired. Please ask for a new one.'));
        }
        if (waiting && waiting.attempts >= maximumPinChecks) {
          return response.untyped(
            errorReply(401, 'pin_attempts_exhausted', 'This PIN took too many wrong tries. Please ask for a new one.'),
          );
        }
        if (waiting) waiting.attempts += 1;
        if (waiting?.pin !== otp) {
          return response.untyped(errorReply(401, 'invalid_pin', 'Invalid Pin'));
        }
        context.pins.delete(email);
        context.accountFor(email);
        return response(200).json({ session_token: context.issueSession(email) });
      }),
    ),

    validateSession: http.get(
      '/api/otp/validate/{token}',
      withFailures(context, 'validateSession', ({ params, response }) => {
        const session = context.session(params.token);
        if (!session) return response.untyped(errorReply(401, 'invalid_session', 'The session is not valid.'));
        return response(200).json({ valid: true, id: session.email, exp: session.exp });
      }),
    ),

    logout: http.post(
      '/api/otp/logout',
      withFailures(context, 'logout', ({ request, response }) => {
        const token = context.bearerOf(request);
        if (!token || !context.session(token)) {
          return response.untyped(errorReply(401, 'unauthorized', 'Your session has ended. Please sign in again.'));
        }
        context.sessions.delete(token);
        return response(204).empty();
      }),
    ),
  };
}
