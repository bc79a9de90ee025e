import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue rule: the engine's code takes nothing at run time but its own modules (and React in
// ./react); from the api-sdk it takes types only. domain takes nothing at all.
const packagesDir = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file loads at run time (type-only imports and exports left out). */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/^(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gms)) {
    if (!match[2]) found.push(match[3] as string);
  }
  for (const match of code.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1] as string);
  return found;
}

const external = (specifier: string) => !specifier.startsWith('.');

describe('runtime dependencies', () => {
  it('task-engine should load only its own modules, and React only in ./react', () => {
    const root = join(packagesDir, 'task-engine', 'src');
    const offending = sources(root).flatMap((file) =>
      runtimeImports(file)
        .filter(external)
        .filter((specifier) => !(specifier === 'react' && relative(root, file).startsWith('react')))
        .map((specifier) => `${relative(root, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('domain should load nothing outside itself and declare no dependencies', () => {
    const root = join(packagesDir, 'domain', 'src');
    const offending = sources(root).flatMap((file) => runtimeImports(file).filter(external));
    expect(offending).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(packagesDir, 'domain', 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it('task-engine should declare only the api-sdk (for its types) as a dependency', () => {
    const manifest = JSON.parse(readFileSync(join(packagesDir, 'task-engine', 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['@taskwell/api-sdk']);
  });
});
