// Values vite.config.ts fixes at build time through `define`.
interface ImportMetaEnv {
  /** The studio's address without a trailing slash (`STUDIO_URL`, default http://localhost:3001). */
  readonly STUDIO_URL: string;
  /** The year the site was built. */
  readonly BUILD_YEAR: number;
  /** The contact form's e-mail sending service: its send endpoint, service, template and public key. */
  readonly CONTACT_ENDPOINT: string;
  readonly CONTACT_SERVICE_ID: string;
  readonly CONTACT_TEMPLATE_ID: string;
  readonly CONTACT_PUBLIC_KEY: string;
}
