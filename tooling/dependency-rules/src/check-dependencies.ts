import { fileURLToPath } from 'node:url';
import { cruise, type IViolation } from 'dependency-cruiser';
import { dependencyRules } from './dependency-rules.ts';

/** The repository's root. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What one check found: the files read and every broken rule. */
export interface DependencyReport {
  /** How many modules were read. */
  modules: number;
  /** Every violation, as `rule: from -> to` (with the cycle for cycles). */
  violations: string[];
}

function describe(violation: IViolation): string {
  const cycle = violation.cycle?.map((step) => step.name).join(' -> ');
  return `${violation.rule.name}: ${violation.from} -> ${violation.to}${cycle ? ` (cycle: ${violation.from} -> ${cycle})` : ''}`;
}

/**
 * Reads every module under `folders` (relative to `root`) with dependency-cruiser and checks the
 * rules of dependency-rules.ts. Build output, dependencies and the planted fixtures are not read.
 */
export async function checkDependencies(options: {
  root?: string;
  folders?: readonly string[];
}): Promise<DependencyReport> {
  const root = options.root ?? repositoryRoot;
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
  return {
    modules: output.summary.totalCruised,
    violations: output.summary.violations.map(describe),
  };
}
