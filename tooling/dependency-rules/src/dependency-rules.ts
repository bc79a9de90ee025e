import type { IForbiddenRuleType, IRegularForbiddenRuleType } from 'dependency-cruiser';

// ARCHITECTURE.md's dependency direction as data: what each part of the repository may import
// from the others. Everything not listed is forbidden; `tooling/` (test and build presets) is
// open to all, and every part may import itself.

/** What one part of the repository may depend on. */
export interface LayerRule {
  /** The folder of the part, from the repository root. */
  folder: string;
  /** Other parts its code may import. */
  may: readonly string[];
  /** Parts its tests, stories and test helpers may also import (mocks in tests, the contract validator). */
  testsMay?: readonly string[];
  /** Parts its demo mode may also import (the studio's demo runs on the mocks). */
  demoMay?: readonly string[];
}

/** The direction of ARCHITECTURE.md, part by part. */
export const layers: readonly LayerRule[] = [
  { folder: 'tooling', may: [] },
  { folder: 'openapi', may: [] },
  { folder: 'packages/domain', may: [] },
  { folder: 'packages/api-sdk', may: ['openapi'] },
  { folder: 'packages/task-engine', may: ['packages/api-sdk', 'packages/domain'], testsMay: ['packages/mocks'] },
  { folder: 'packages/mocks', may: ['packages/api-sdk', 'packages/domain'], testsMay: ['openapi'] },
  { folder: 'packages/ui', may: ['packages/domain'], testsMay: ['packages/mocks'] },
  { folder: 'apps/marketing', may: ['packages/ui', 'packages/domain'] },
  {
    folder: 'apps/studio',
    may: ['packages/ui', 'packages/domain', 'packages/api-sdk', 'packages/task-engine'],
    testsMay: ['packages/mocks', 'openapi'],
    demoMay: ['packages/mocks'],
  },
  { folder: 'apps/api', may: ['packages/domain', 'packages/api-sdk', 'packages/task-engine', 'openapi'] },
];

/**
 * Files that only tests run: test files, e2e suites, test helpers, stories and their set-up; and
 * the benchmark scripts, which drive an app against the same stand-ins its tests use.
 */
export const testFiles =
  '(\\.(test|spec|stories)\\.[cm]?[jt]sx?$|/tests?/|/testing/|/\\.storybook/|/vitest\\.[^/]*config\\.[cm]?[jt]s$|/playwright\\.config\\.[cm]?[jt]s$|/scripts/bench-[^/]*\\.[cm]?[jt]s$)';
/** Files of the studio's demo mode. */
export const demoFiles = '/demo[-./]';

const everyPart = '^(apps|packages|openapi|tooling)/';
/** A path of the folder's own files (so that `openapi` does not match `openapi-x`). */
const within = (folder: string) => `^${folder.replaceAll('/', '\\/')}/`;

function forbiddenTargets(folder: string, allowed: readonly string[]): IRegularForbiddenRuleType['to'] {
  return {
    path: everyPart,
    pathNot: [within(folder), within('tooling'), ...allowed.map(within)],
  };
}

/** The rules dependency-cruiser checks: the direction above, the domain's purity, and no runtime cycles. */
export function dependencyRules(): IForbiddenRuleType[] {
  const direction = layers.flatMap((layer): IForbiddenRuleType[] => {
    const rules: IForbiddenRuleType[] = [
      {
        name: `direction: ${layer.folder}`,
        comment: `${layer.folder} may import ${layer.may.length > 0 ? layer.may.join(', ') : 'no other part'} (ARCHITECTURE.md)`,
        severity: 'error',
        from: { path: within(layer.folder), pathNot: [testFiles, ...(layer.demoMay ? [demoFiles] : [])] },
        to: forbiddenTargets(layer.folder, layer.may),
      },
      {
        name: `direction: ${layer.folder} tests`,
        comment: `the tests of ${layer.folder} may also import ${(layer.testsMay ?? []).join(', ') || 'nothing more'}`,
        severity: 'error',
        from: { path: `${within(layer.folder)}.*${testFiles}` },
        to: forbiddenTargets(layer.folder, [...layer.may, ...(layer.testsMay ?? [])]),
      },
    ];
    if (layer.demoMay) {
      rules.push({
        name: `direction: ${layer.folder} demo`,
        comment: `the demo mode of ${layer.folder} may also import ${layer.demoMay.join(', ')}`,
        severity: 'error',
        from: { path: `${within(layer.folder)}.*${demoFiles}`, pathNot: testFiles },
        to: forbiddenTargets(layer.folder, [...layer.may, ...layer.demoMay]),
      });
    }
    return rules;
  });
  return [
    ...direction,
    {
      name: 'domain is pure',
      comment: 'packages/domain imports no package and no Node API: it runs in browsers and the server alike',
      severity: 'error',
      from: { path: within('packages/domain'), pathNot: testFiles },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'task-engine is React-free outside ./react',
      comment: 'the run controller and models are framework-agnostic; React bindings live in src/react',
      severity: 'error',
      from: { path: within('packages/task-engine'), pathNot: ['^packages/task-engine/src/react/', testFiles] },
      to: { path: 'node_modules/(react|react-dom)/' },
    },
    {
      name: 'no runtime cycles',
      comment: 'modules that import each other at run time (type-only imports vanish when compiled)',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'resolvable',
      comment: 'an import that resolves to nothing is a mistake (or a dependency not declared)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ];
}
