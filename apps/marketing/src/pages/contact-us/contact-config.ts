import type { ContactConfig } from './send-message.ts';

/** The e-mail sending service the contact form posts to, fixed at build time (`CONTACT_*`). */
export const contactConfig: ContactConfig = {
  endpoint: import.meta.env.CONTACT_ENDPOINT,
  serviceId: import.meta.env.CONTACT_SERVICE_ID,
  templateId: import.meta.env.CONTACT_TEMPLATE_ID,
  publicKey: import.meta.env.CONTACT_PUBLIC_KEY,
};
