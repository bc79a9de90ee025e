// Values vite.config.ts fixes at build time through `define`.
interface ImportMetaEnv {
  /** The studio's address without a trailing slash (`STUDIO_URL`, default `HOST` and `STUDIO_PORT`: http://127.0.0.1:3001). */
  readonly STUDIO_URL: string;
  /** The year the site was built. */
  readonly BUILD_YEAR: number;
  /** The API the contact form sends to, without a trailing slash (`API_URL`, default http://127.0.0.1:3002). */
  readonly API_URL: string;
  /**
   * The e-mail sending service of spec §7, used instead of the API when its ids are set: its send
   * endpoint, service, template and public key (empty when not configured).
   */
  readonly CONTACT_ENDPOINT: string;
  readonly CONTACT_SERVICE_ID: string;
  readonly CONTACT_TEMPLATE_ID: string;
  readonly CONTACT_PUBLIC_KEY: string;
  /** The FAQ's Digital Advisor widget: script and stylesheet URLs, the API it asks, public key and task id. */
  readonly ADVISOR_SCRIPT_URL: string;
  readonly ADVISOR_STYLESHEET_URL: string;
  readonly ADVISOR_API_URL: string;
  readonly ADVISOR_PUBLIC_KEY: string;
  readonly ADVISOR_TASK_ID: string;
}
