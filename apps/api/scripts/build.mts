// `pnpm --filter @taskwell/api build`: the API's processes bundled into dist/ (decision 184), run by
// `start` and `worker` as `node --enable-source-maps dist/<entry>.js`.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { productionEntries } from './api-entries.ts';
import { bundleEntries } from './bundle-entries.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
await rm(dist, { recursive: true, force: true });
await bundleEntries(productionEntries, dist);
