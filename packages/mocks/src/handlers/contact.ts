import type { ContactMessage, ErrorBody } from '@taskwell/api-sdk';
import { checkContactMessage } from '@taskwell/domain';
import { HttpResponse } from 'msw';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** The public site's contact form: the same field rules as the server, the honeypot, no mail. */
export function contactHandlers(context: MockContext) {
  return {
    sendContactMessage: http.post(
      '/api/contact',
      withFailures(context, 'sendContactMessage', async ({ request, response }) => {
        const body = (await request.json().catch(() => null)) as Partial<ContactMessage> | null;
        const { email, name, message, website } = body ?? {};
        if (typeof email !== 'string' || typeof name !== 'string' || typeof message !== 'string') {
          return response.untyped(
            errorReply(400, 'invalid_request', 'Send a JSON object with email, name and message.'),
          );
        }
        // A filled honeypot is a program's: it is answered as sent and dropped.
        if (website) return response(200).json({ received: true });
        const check = checkContactMessage({ email, name, message });
        if (!check.ok) {
          const error: ErrorBody = {
            status: 400,
            code: 'invalid_contact_message',
            message: check.problems.map((problem) => problem.message).join(' '),
            details: check.problems.map((problem) => ({ path: `/body/${problem.field}`, message: problem.message })),
          };
          return response.untyped(HttpResponse.json(error, { status: 400 }));
        }
        context.contactMessages.push({ ...check.message, receivedAt: context.now() });
        return response(200).json({ received: true });
      }),
    ),
  };
}
