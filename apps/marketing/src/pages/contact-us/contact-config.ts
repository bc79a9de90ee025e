import { apiSender } from './api-sender.ts';
import { emailServiceSender } from './email-service-sender.ts';

/**
 * Where the contact form sends, fixed at build time: Taskwell's API (`API_URL`) by default, or the
 * e-mail sending service of spec §7 when its ids are set (`CONTACT_SERVICE_ID`, `CONTACT_TEMPLATE_ID`,
 * `CONTACT_PUBLIC_KEY`; the build refuses some without the others). The build replaces the values,
 * so the page's code holds only the sender it uses.
 */
export const sendContactMessage = import.meta.env.CONTACT_SERVICE_ID
  ? emailServiceSender({
      endpoint: import.meta.env.CONTACT_ENDPOINT,
      serviceId: import.meta.env.CONTACT_SERVICE_ID,
      templateId: import.meta.env.CONTACT_TEMPLATE_ID,
      publicKey: import.meta.env.CONTACT_PUBLIC_KEY,
    })
  : apiSender(import.meta.env.API_URL);
