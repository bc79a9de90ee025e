import { type ContactSender, sendTimeoutMs } from './send-result.ts';

/** An e-mail sending service's account (spec §7), configured at build time (`CONTACT_*`). */
export interface EmailServiceConfig {
  /** The service's send address. */
  endpoint: string;
  /** The service account's mail service. */
  serviceId: string;
  /** The message template the service fills in. */
  templateId: string;
  /** The account's public key. */
  publicKey: string;
}

/**
 * spec §7: the form posts to an e-mail sending service with a service id, a template id and the
 * template params {email, name, message}. Sent on a 2xx answer; any other answer, no answer within
 * 15 s or a network failure is a failure (the service's refusals are not the visitor's to read).
 * A filled hidden field is a program's: it is answered as sent and nothing goes out.
 */
export function emailServiceSender(
  config: EmailServiceConfig,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): ContactSender {
  return async ({ website, ...message }) => {
    if (website.trim() !== '') return { kind: 'sent' };
    try {
      const response = await fetcher(config.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          service_id: config.serviceId,
          template_id: config.templateId,
          user_id: config.publicKey,
          template_params: message,
        }),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      return response.ok ? { kind: 'sent' } : { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  };
}
