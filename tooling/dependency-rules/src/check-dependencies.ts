import { fileURLToPath } from 'node:url';
import { cruise, type IModule, type IViolation } from 'dependency-cruiser';
import { dependencyRules, testFiles } from './dependency-rules.ts';
import { describeFolderCycle, type FileImport, findFolderCycles } from './folder-cycles.ts';

/** The repository's root. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Folders whose inner folders must point one way (ARCHITECTURE.md, decision 104): their top-level
 * folders and root files, and the subfolders of each folder, import each other without a cycle.
 */
export const oneWayHouses: readonly string[] = ['apps/api/src'];

/** The name a folder cycle is reported under. */
export const oneWayRule = 'folders point one way';

/** What one check found: the files read and every broken rule. */
export interface DependencyReport {
  /** How many modules were read. */
  modules: number;
  /** Every violation, as `rule: from -> to` (with the cycle for cycles), or `folders point one way: <cycle>`. */
  violations: string[];
}

function describe(violation: IViolation): string {
  const cycle = violation.cycle?.map((step) => step.name).join(' -> ');
  return `${violation.rule.name}: ${violation.from} -> ${violation.to}${cycle ? ` (cycle: ${violation.from} -> ${cycle})` : ''}`;
}

/** Every static import between two files of the tree (type imports too), test files left out. */
function importsOf(modules: readonly IModule[]): FileImport[] {
  const test = new RegExp(testFiles);
  return modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => dependency.resolved && !dependency.coreModule && !dependency.couldNotResolve)
      .map((dependency) => ({ from: module.source, to: dependency.resolved }))
      .filter((step) => !test.test(step.from) && !test.test(step.to)),
  );
}

/**
 * Reads every module under `folders` (relative to `root`) with dependency-cruiser and checks the
 * rules of dependency-rules.ts, and that the folders inside each of `houses` point one way (by
 * default `oneWayHouses`). Build output, dependencies and the planted fixtures are not read.
 */
export async function checkDependencies(options: {
  root?: string;
  folders?: readonly string[];
  houses?: readonly string[];
}): Promise<DependencyReport> {
  const root = options.root ?? repositoryRoot;
  const houses = options.houses ?? oneWayHouses;
  const folders = options.folders ?? ['apps', 'packages', 'openapi', 'tooling'];
  // Paths are reported relative to `baseDir`, and the rules match those paths.
  const result = await cruise(
    [...folders],
    {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: dependencyRules() },
      exclude: {
        path: [
          '(^|/)node_modules/',
          '(^|/)(dist|build|storybook-static|coverage|\\.turbo|playwright-report|test-results)/',
          '^tooling/dependency-rules/fixtures/',
        ],
      },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      moduleSystems: ['es6', 'cjs'],
      enhancedResolveOptions: {
        exportsFields: ['exports'],
        conditionNames: ['import', 'require', 'node', 'default', 'types'],
        mainFields: ['module', 'main', 'types'],
        extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.d.ts'],
      },
      outputType: 'json',
    },
    {},
    {},
  );
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  const imports = importsOf(output.modules);
  const folderCycles = houses.flatMap((house) => findFolderCycles({ house, imports }));
  return {
    modules: output.summary.totalCruised,
    violations: [
      ...output.summary.violations.map(describe),
      ...folderCycles.map((cycle) => `${oneWayRule}: ${describeFolderCycle(cycle)}`),
    ],
  };
}
