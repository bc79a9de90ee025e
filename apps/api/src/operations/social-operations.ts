import { requireSession } from '../auth/authenticate.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

/** The professional social network link (spec §4 Social link, decision 070). */
export function socialOperations(context: ServerContext) {
  return operationGroup({
    async startLinkedInAuthorization(request) {
      const session = requireSession(request);
      return context.social.start(session.email, request.body.state);
    },
    async linkLinkedIn(request) {
      const session = requireSession(request);
      const body = request.body;
      return context.social.link(session.email, body.code, body.state);
    },
    async getLinkedInLink(request) {
      return context.social.read(requireSession(request).email);
    },
    async unlinkLinkedIn(request, reply) {
      await context.social.unlink(requireSession(request).email);
      return reply.status(204).send();
    },
  });
}
