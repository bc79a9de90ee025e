import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

/** The public site's contact form (issue 20): no credentials, one message at a time. */
export function contactOperations(context: ServerContext) {
  return operationGroup({
    async sendContactMessage(request) {
      // The visitor is the client address (X-Forwarded-For counts only from TRUSTED_PROXIES).
      await context.contact.receive(request.body, request.ip);
      return { received: true };
    },
  });
}
