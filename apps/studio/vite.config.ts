import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // Every browser the studio supports runs ES2022 as written: nothing is rewritten for older ones.
    target: 'es2022',
    // Terser packs the first page's scripts smaller than the default minifier (issue 14's budget).
    // The server's bundle is not downloaded: minifying it cost a third of the build's CPU for
    // nothing a user gets (and its stack traces named `r` and `t`).
    minify: isSsrBuild ? false : 'terser',
    // measure-js weighs every page's scripts from the manifest; the build's own gzip column of 169
    // files is not read.
    reportCompressedSize: false,
  },
  plugins: [
    remix({
      // Server-only modules, styles and tests sit next to the routes that use them; none is a route.
      ignoredRouteFiles: ['**/.*', '**/*.server.ts', '**/*.css.ts', '**/*.test.ts', '**/*.test.tsx'],
      future: {
        v3_fetcherPersist: true,
        v3_lazyRouteDiscovery: true,
        v3_relativeSplatPath: true,
        v3_singleFetch: true,
        v3_throwAbortReason: true,
      },
    }),
    // Every consumer of `@taskwell/ui` needs the plugin: without it the build passes and the
    // browser fails with "Styles were unable to be assigned to a file".
    vanillaExtractPlugin(),
  ],
}));
