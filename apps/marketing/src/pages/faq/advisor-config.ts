import type { AdvisorConfig } from './load-advisor.ts';

/** The FAQ's Digital Advisor widget: its files, API, public key and task, fixed at build time (`ADVISOR_*`, `API_URL`). */
export const advisorConfig: AdvisorConfig = {
  scriptUrl: import.meta.env.ADVISOR_SCRIPT_URL,
  stylesheetUrl: import.meta.env.ADVISOR_STYLESHEET_URL,
  apiUrl: import.meta.env.ADVISOR_API_URL,
  publicKey: import.meta.env.ADVISOR_PUBLIC_KEY,
  taskId: import.meta.env.ADVISOR_TASK_ID,
};
