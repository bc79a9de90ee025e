import { defineConfig } from 'vite';

/**
 * The Digital Advisor widget (decision 066): one classic script and one stylesheet that any site
 * embeds, served with the marketing site's static files as `advisor/widget.js` and
 * `advisor/widget.css`. Built after the pages (whose build empties `dist/`), into its own folder,
 * with nothing shared with the pages' chunks: a host page loads these two files and no other.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/advisor',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/advisor-widget/advisor-widget.ts',
      name: 'TaskwellAdvisorWidget',
      formats: ['iife'],
      fileName: () => 'widget.js',
      cssFileName: 'widget',
    },
  },
});
