/** Where and how contact messages are sent (an e-mail sending service, configured at build time). */
export interface ContactConfig {
  /** The service's send address. */
  endpoint: string;
  /** The service account's mail service. */
  serviceId: string;
  /** The message template the service fills in. */
  templateId: string;
  /** The account's public key. */
  publicKey: string;
}

export interface ContactMessage {
  /** Where the reply goes. */
  email: string;
  /** Who is writing. */
  name: string;
  /** What they wrote. */
  message: string;
}

/**
 * spec §7: the form posts to the sending service with a service id, a template id and the template
 * params {email, name, message}. Resolves on a 2xx answer, rejects otherwise (or when the service
 * is not configured, or does not answer within 15 s).
 */
export async function sendMessage(config: ContactConfig, message: ContactMessage, fetcher = fetch): Promise<void> {
  if (!config.serviceId || !config.templateId || !config.publicKey) {
    throw new Error('The contact form is not configured.');
  }
  const response = await fetcher(config.endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      service_id: config.serviceId,
      template_id: config.templateId,
      user_id: config.publicKey,
      template_params: message,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`The sending service answered ${response.status}.`);
}
