import type { ProfileUpdate } from '@taskwell/api-sdk';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

const limits = { firstName: 100, lastName: 100, organization: 200 } as const;

/** The signed-in user's profile; id, plan and balance are read-only. */
export function profileHandlers(context: MockContext) {
  return {
    getProfile: http.get(
      '/api/otp/profile',
      withFailures(context, 'getProfile', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        return response(200).json(caller.profile);
      }),
    ),

    updateProfile: http.post(
      '/api/otp/profile',
      withFailures(context, 'updateProfile', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const body = (await request.json().catch(() => null)) as ProfileUpdate | null;
        if (!body || typeof body !== 'object') {
          return response.untyped(errorReply(400, 'invalid_request', 'The profile must be a JSON object.'));
        }
        const next = { ...caller.profile };
        for (const field of ['firstName', 'lastName', 'organization'] as const) {
          const value = body[field];
          if (value === undefined) continue;
          if (typeof value !== 'string' || value.trim().length > limits[field]) {
            return response.untyped(
              errorReply(400, 'invalid_request', `${field} must be text of at most ${limits[field]} characters.`),
            );
          }
          next[field] = value.trim();
        }
        caller.profile = next;
        return response(200).json(next);
      }),
    ),
  };
}
