import { fileURLToPath } from 'node:url';
import { bundleNodeEntries } from '@taskwell/playwright-config/node-bundle';

const studioDir = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = fileURLToPath(new URL('../../../../api/', import.meta.url));

/** The folders of a suite run's bundles, which the harness's processes start from. */
export interface HarnessBundles {
  /**
   * The API's e2e host, its `src/main.ts` (what `pnpm start` runs, built into `dist/main.js`, for the
   * first-hour test's fresh clone), `scripts/with-postgres.ts` and the API's stand-ins (Stripe, LinkedIn, AI).
   */
  api: string;
  /** The studio's server (`server.ts`, which serves the production build turbo made). */
  studio: string;
}

/**
 * Bundles the current sources of every process the harness starts, once per suite run (one esbuild
 * call each for the API's and the studio's), so that each starts under plain `node` rather than
 * through tsx's loader (decision 191). Returns the folders and their removal.
 */
export async function makeHarnessBundles(): Promise<{ bundles: HarnessBundles; remove: () => Promise<void> }> {
  const [api, studio] = await Promise.all([
    bundleNodeEntries(apiDir, {
      'e2e-host': 'src/testing/e2e-host.ts',
      main: 'src/main.ts',
      'with-postgres': 'scripts/with-postgres.ts',
      'stripe-stand-in': 'scripts/stripe-stand-in.ts',
      'linkedin-stand-in': 'scripts/linkedin-stand-in.ts',
      'ai-stand-in': 'scripts/ai-stand-in.ts',
    }),
    bundleNodeEntries(studioDir, { server: 'server.ts' }),
  ]);
  return {
    bundles: { api: api.folder, studio: studio.folder },
    remove: async () => {
      await Promise.all([api.remove(), studio.remove()]);
    },
  };
}
