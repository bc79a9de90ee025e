import { readProfile, updateProfile } from '../accounts/accounts.ts';
import { requireSession } from '../auth/authenticate.ts';
import { unauthenticated } from '../errors/domain-error.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

/** Addresses are compared as written, without case or surrounding space. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** spec §7 sign-in and profile calls: PIN request and verification, session check, logout, profile. */
export function accountOperations(context: ServerContext) {
  const { db, otp, sessions, now } = context;
  return operationGroup({
    async requestOtp(request, reply) {
      const { email } = request.body;
      const message = await otp.request(normaliseEmail(email), request.ip);
      // The contract's reply is a JSON string; Fastify would send a bare string as text.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(message));
    },

    async verifyOtp(request) {
      const body = request.body;
      return { session_token: await otp.verify(normaliseEmail(body.email), body.otp) };
    },

    async validateSession(request) {
      const { token } = request.params;
      const session = await sessions.verify(token);
      if (!session) throw unauthenticated('The session is not valid.');
      return { valid: true, id: session.email, exp: session.exp };
    },

    async logout(request, reply) {
      const session = requireSession(request);
      await sessions.revoke(request.bearerToken ?? '', session);
      return reply.status(204).send();
    },

    async getProfile(request) {
      const profile = await readProfile(db, requireSession(request).email);
      if (!profile) throw unauthenticated();
      return profile;
    },

    async updateProfile(request) {
      const email = requireSession(request).email;
      const profile = await updateProfile(db, { email, update: request.body, now: new Date(now()) });
      if (!profile) throw unauthenticated();
      return profile;
    },
  });
}
