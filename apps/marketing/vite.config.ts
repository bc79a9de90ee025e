import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the Sign Up and Login buttons lead; read once, when the site is built. */
function readStudioUrl(value = 'http://localhost:3001'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STUDIO_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STUDIO_URL must be an absolute http(s) URL, got "${value}"`);
  }
  // The pages append "/?auth=...", so a trailing slash would double it.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.MARKETING_PORT ?? process.env.PORT ?? 3000);

export default defineConfig({
  // Every consumer of `@taskwell/ui` needs the plugin: without it the build passes and the
  // browser fails with "Styles were unable to be assigned to a file".
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    // The client and the prerender builds both read these, so hydration sees the same values.
    'import.meta.env.STUDIO_URL': JSON.stringify(readStudioUrl(process.env.STUDIO_URL)),
    'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()),
  },
  server: { host, port },
  preview: { host, port, strictPort: true },
});
