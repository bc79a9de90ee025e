import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The files under `dir` (a database's data folder: its tables, indexes and write-ahead log) that
 * hold each of `texts` as UTF-8 bytes, by text. A text no file holds has an empty list.
 */
export async function filesHolding(dir: string, texts: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = Object.fromEntries(texts.map((text) => [text, []]));
  const needles = texts.map((text) => [text, Buffer.from(text, 'utf8')] as const);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    // A file may go while the server runs (a finished temporary file): what is gone holds nothing.
    const bytes = await readFile(path).catch(() => undefined);
    if (!bytes) continue;
    for (const [text, needle] of needles) if (bytes.includes(needle)) found[text]?.push(path);
  }
  return found;
}
