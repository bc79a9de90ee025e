import type { ContactField } from '@taskwell/domain';
import { type ContactSender, type SendResult, sendTimeoutMs } from './send-result.ts';

/** The parts of the API's error body the form reads (the contract's `Error`). */
interface ErrorReply {
  message?: unknown;
  details?: unknown;
}

const fieldOfPath: Readonly<Record<string, ContactField>> = {
  '/body/email': 'email',
  '/body/name': 'name',
  '/body/message': 'message',
};

/** A refusal's words, per field where the API named one; a failure when the reply says nothing readable. */
async function readRefusal(response: Response): Promise<SendResult> {
  const body = (await response.json().catch(() => undefined)) as ErrorReply | undefined;
  if (typeof body?.message !== 'string' || body.message === '') return { kind: 'failed' };
  const fields: Partial<Record<ContactField, string>> = {};
  for (const detail of Array.isArray(body.details) ? body.details : []) {
    const field = typeof detail?.path === 'string' ? fieldOfPath[detail.path] : undefined;
    if (field && typeof detail.message === 'string') fields[field] ??= detail.message;
  }
  return { kind: 'refused', message: body.message, fields };
}

/**
 * Sends the form to Taskwell's own API (`POST {apiUrl}/api/contact`, the contract's
 * `sendContactMessage`). A 2xx is sent; a 4xx with the API's error body is a refusal in its words
 * (fields, too many messages, too large); anything else (5xx, no answer within 15 s, a network
 * failure) is a failure.
 */
export function apiSender(apiUrl: string, fetcher: typeof fetch = (input, init) => fetch(input, init)): ContactSender {
  return async (message) => {
    let response: Response;
    try {
      response = await fetcher(`${apiUrl}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
    } catch {
      return { kind: 'failed' };
    }
    if (response.ok) return { kind: 'sent' };
    if (response.status >= 400 && response.status < 500) return readRefusal(response);
    return { kind: 'failed' };
  };
}
