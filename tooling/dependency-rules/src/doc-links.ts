import { access, readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** The repository's documents: the README, the map and every record under docs/. */
export async function documents(root: string): Promise<string[]> {
  const docs = await readdir(join(root, 'docs'), { withFileTypes: true, recursive: true }).catch(() => []);
  const inDocs = docs
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  return ['README.md', 'ARCHITECTURE.md', ...inDocs.sort()];
}

/** Every link and link definition's address in a markdown text (code is not read as links). */
function addresses(tree: Nodes): string[] {
  const own = tree.type === 'link' || tree.type === 'definition' || tree.type === 'image' ? [tree.url] : [];
  const children = 'children' in tree ? tree.children.flatMap((child) => addresses(child)) : [];
  return [...own, ...children];
}

/** A link to another site or a place on this page: not a file of the repository. */
const external = /^([a-z][a-z0-9+.-]*:|#)/i;

/**
 * The relative links of the documents that lead nowhere, as `document: address (no such file)`.
 * A link's `#place` is left aside; its file must exist. A link from `/` starts at the repository.
 */
export async function brokenDocLinks(root: string): Promise<string[]> {
  const broken: string[] = [];
  for (const document of await documents(root)) {
    const text = await readFile(join(root, document), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    for (const address of addresses(fromMarkdown(text))) {
      if (external.test(address)) continue;
      const path = decodeURIComponent(address.replace(/[#?].*$/, ''));
      if (path === '') continue;
      const target = path.startsWith('/') ? join(root, path) : join(root, dirname(document), path);
      const found = await access(target).then(
        () => true,
        () => false,
      );
      if (!found) broken.push(`${document}: ${address} (no such file)`);
    }
  }
  return broken;
}
