import { defineTaskwellConfig } from '@taskwell/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineTaskwellConfig({
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts'],
  overrides: {
    // Without the plugin every `.css.ts` import throws "Styles were unable to be assigned to a file".
    // 'transform' injects the styles into the test document; the default mode re-reads this file
    // with Vite's bundling config loader, which cannot load the TypeScript preset.
    plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
  },
});
