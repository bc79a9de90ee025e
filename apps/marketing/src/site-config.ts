/** The studio's address without a trailing slash, fixed at build time from `STUDIO_URL`. */
export const studioUrl: string = import.meta.env.STUDIO_URL;

/** The year the site was built: the prerendered footer shows it until the browser reads its clock. */
export const buildYear: number = import.meta.env.BUILD_YEAR;

/** The e-mail sending service the contact form posts to, fixed at build time (`CONTACT_*`). */
export const contactConfig = {
  endpoint: import.meta.env.CONTACT_ENDPOINT,
  serviceId: import.meta.env.CONTACT_SERVICE_ID,
  templateId: import.meta.env.CONTACT_TEMPLATE_ID,
  publicKey: import.meta.env.CONTACT_PUBLIC_KEY,
};

/** The FAQ's Digital Advisor widget: its script, stylesheet, public key and task, fixed at build time (`ADVISOR_*`). */
export const advisorConfig = {
  scriptUrl: import.meta.env.ADVISOR_SCRIPT_URL,
  stylesheetUrl: import.meta.env.ADVISOR_STYLESHEET_URL,
  publicKey: import.meta.env.ADVISOR_PUBLIC_KEY,
  taskId: import.meta.env.ADVISOR_TASK_ID,
};
