import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { generateSdkFiles } from './generate-sdk-files.ts';

// `pnpm generate`: rewrites the SDK's generated files from openapi/openapi.yaml.
for (const file of await generateSdkFiles()) {
  await mkdir(dirname(file.path), { recursive: true });
  await writeFile(file.path, file.content);
  console.info(`wrote ${relative(process.cwd(), file.path)}`);
}
