import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/** Options of the shared vitest preset. */
export interface TaskwellVitestOptions {
  /** Test environment: `node` for pure code, `happy-dom` for components. */
  environment?: 'node' | 'happy-dom';
  /** Extra setup files, run after the shared one. */
  setupFiles?: string[];
  /** Anything else, merged over the preset. */
  overrides?: ViteUserConfig;
}

/** Where tests are: next to the code. */
const testFiles = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'];
const testFile = /\.test\.tsx?$/;
const replacesModules = /\bvi\.(do)?mock\(/;

/**
 * The package's test files that replace modules (`vi.mock`, `vi.doMock`): a replacement holds only
 * for modules not loaded yet, so these files need modules of their own.
 */
export function filesReplacingModules(root: string, folders = ['src', 'app', 'tests', 'scripts']): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (testFile.test(entry.name) && replacesModules.test(readFileSync(path, 'utf8'))) {
        found.push(relative(root, path));
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found.sort();
}

/**
 * `TASKWELL_TEST_SHUFFLE=<seed>` runs every suite's files and tests in an order drawn from that seed
 * (vitest's `--sequence.shuffle`, through turbo to every package at once): the flake hunt's orders,
 * repeatable from the seed a failing run printed.
 */
function shuffleFromEnvironment(): { sequence?: { shuffle: { files: boolean; tests: boolean }; seed: number } } {
  const seed = process.env.TASKWELL_TEST_SHUFFLE;
  if (seed === undefined || seed === '') return {};
  if (!/^\d+$/.test(seed)) throw new Error(`TASKWELL_TEST_SHUFFLE must be a whole number (a seed), not "${seed}"`);
  return { sequence: { shuffle: { files: true, tests: true }, seed: Number(seed) } };
}

const failOnConsoleError = fileURLToPath(new URL('./fail-on-console-error.ts', import.meta.url));
const privateTempFolder = fileURLToPath(new URL('./private-temp-folder.ts', import.meta.url));

/**
 * The vitest configuration every package starts from: tests sit next to the code
 * (`src/**\/*.test.ts(x)`), a `console.error` fails the test, mocks are restored
 * between tests, and the run fails when its tests leave anything in the temporary folder.
 */
export function defineTaskwellConfig(options: TaskwellVitestOptions = {}): ViteUserConfig {
  const base = defineConfig({
    test: {
      environment: options.environment ?? 'node',
      setupFiles: [failOnConsoleError, ...(options.setupFiles ?? [])],
      globalSetup: [privateTempFolder],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      // A bound for a test that hangs, not a speed target: a component test's `findBy…` alone may wait
      // 10 s for its state on a busy machine.
      testTimeout: 30_000,
      ...shuffleFromEnvironment(),
    },
  });
  // Test files share their worker's modules (vitest's `isolate: false`): every file loading the
  // same modules and a fresh test environment again took most of the time of the component suites
  // (152 s against 52 s for packages/ui, 103 s against 37 s for the studio). Mocks, stubbed globals
  // and environment variables are restored after each test as before; files that replace modules
  // run isolated, as a project of their own.
  const replacing = filesReplacingModules(process.cwd());
  const shared = defineConfig({
    test:
      replacing.length === 0
        ? { include: testFiles, isolate: false }
        : {
            // A project's arrays add to the root's: the root names no files, each project its own.
            projects: [
              { extends: true, test: { name: 'modules replaced', include: replacing, isolate: true } },
              {
                extends: true,
                test: {
                  name: 'modules shared',
                  include: testFiles,
                  exclude: [...configDefaults.exclude, ...replacing],
                  isolate: false,
                },
              },
            ],
          },
  });
  const merged = mergeConfig(base, shared);
  return options.overrides ? mergeConfig(merged, options.overrides) : merged;
}
