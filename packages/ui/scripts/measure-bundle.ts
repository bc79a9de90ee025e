// Prints how many KB of gzipped JavaScript a page built from AppShell + Modal + Tabs +
// SearchableSelect adds beyond React itself (target: at most 25 KB). Both pages are built for
// production with the same Vite setup as the apps.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const source = (path: string) => join(packageRoot, 'src', path);

const reactOnly = `
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<p>Taskwell</p>);
`;

const withComponents = `
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '${source('components/app-shell/index.ts')}';
import { Modal } from '${source('components/modal/index.ts')}';
import { SearchableSelect } from '${source('components/searchable-select/index.ts')}';
import { Tabs } from '${source('components/tabs/index.ts')}';
import '${source('styles/index.ts')}';

function Page() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState();
  return (
    <AppShell logo={<a href="/">Taskwell</a>}>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onOpenChange={setOpen} title="Run">
        <Tabs label="Run" items={[
          { value: 'task', label: 'TASK', content: <SearchableSelect label="Language" options={[{ value: 'en', label: 'English' }]} value={value} onChange={setValue} /> },
          { value: 'result', label: 'RESULT', content: <p>Results</p> },
        ]} />
      </Modal>
    </AppShell>
  );
}
createRoot(document.getElementById('root')).render(<Page />);
`;

async function gzippedJs(name: string, code: string): Promise<number> {
  // Inside the package, so that its dependencies resolve as they do for the apps.
  const cache = join(packageRoot, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(join(cache, `measure-${name}-`));
  try {
    const entry = join(dir, 'entry.jsx');
    await writeFile(entry, code);
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [vanillaExtractPlugin()],
      resolve: { dedupe: ['react', 'react-dom'] },
      esbuild: { jsx: 'automatic' },
      build: {
        outDir: join(dir, 'out'),
        minify: true,
        modulePreload: false,
        rollupOptions: { input: entry },
      },
      define: { 'process.env.NODE_ENV': '"production"' },
      mode: 'production',
    });
    const out = join(dir, 'out', 'assets');
    let total = 0;
    for (const file of await readdir(out)) {
      if (file.endsWith('.js')) total += gzipSync(await readFile(join(out, file)), { level: 9 }).length;
    }
    return total;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const base = await gzippedJs('react', reactOnly);
const page = await gzippedJs('page', withComponents);
const added = page - base;
process.stdout.write(`React alone:                 ${kb(base)} KB gzip\n`);
process.stdout.write(`AppShell+Modal+Tabs+Select:  ${kb(page)} KB gzip\n`);
process.stdout.write(`added by the design system:  ${kb(added)} KB gzip (target <= 25 KB)\n`);
if (added > 25 * 1024) process.exitCode = 1;
