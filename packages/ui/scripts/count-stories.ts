// Prints the count of stories in the built Storybook (storybook-static/index.json, written by
// `pnpm build-storybook`): all of them, the screens' apart, and every component folder of
// src/components without a stories file. Exits 1 when a component has no stories.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  type: 'story' | 'docs';
  title: string;
  importPath: string;
}

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const index = JSON.parse(await readFile(join(packageRoot, 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const screens = stories.filter((entry) => entry.title.startsWith('Screens/'));
const storyFiles = new Set(stories.map((entry) => entry.importPath));

const components = await readdir(join(packageRoot, 'src', 'components'), { withFileTypes: true });
const withoutStories = components
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => ![...storyFiles].some((path) => path.startsWith(`./src/components/${name}/`)));

const lines = [
  `stories: ${stories.length} in ${storyFiles.size} files`,
  `screen stories: ${screens.length} (${new Set(screens.map((entry) => entry.title)).size} screens)`,
  `component folders: ${components.filter((entry) => entry.isDirectory()).length}, without stories: ${withoutStories.length}`,
  ...withoutStories.map((name) => `  no stories: ${name}`),
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = withoutStories.length > 0 ? 1 : 0;
