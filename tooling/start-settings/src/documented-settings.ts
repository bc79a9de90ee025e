// Issue 25: the README documents variables that `pnpm start` never handed to the processes, because
// Turborepo passes a task only the variables turbo.json names. These read both sides.

/** A variable a README table documents, with the section that documents it. */
export interface DocumentedVariable {
  /** The section's heading ("The API server"). */
  section: string;
  /** The name as written: `API_PORT`, `STRIPE_PRICE_<PLAN>_<CYCLE>`, `AI_ENTERPRISE_*`. */
  name: string;
}

/** The part of turbo.json that decides what a task's process sees. */
export interface TurboConfig {
  /** `strict` (the default: only the named variables) or `loose` (every variable). */
  envMode?: 'strict' | 'loose';
  globalEnv?: string[];
  globalPassThroughEnv?: string[];
  tasks: Record<string, { env?: string[]; passThroughEnv?: string[]; dependsOn?: string[] }>;
}

/** A variable's name in a table cell: upper case words, `<PLACEHOLDER>`s and a final `*`; a `=value` is dropped. */
const variablePattern = /^([A-Z][A-Z0-9]*(?:_(?:[A-Z0-9]+|<[A-Z]+>|\*))*)(?:=.*)?$/;

function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/**
 * Every variable the README's tables document: in each table with a column named "... variable",
 * every `CODE` span of that column that is a variable's name, under the nearest heading above (a
 * variable named in another column is a reference to where it is documented).
 */
export function readDocumentedVariables(readme: string): DocumentedVariable[] {
  const found: DocumentedVariable[] = [];
  let section = '';
  let header: string[] | undefined;
  for (const line of readme.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1]?.trim() ?? '';
      header = undefined;
      continue;
    }
    if (!line.trim().startsWith('|')) {
      header = undefined;
      continue;
    }
    if (!header) {
      header = cellsOf(line);
      continue;
    }
    if (/^\|[\s|:-]+\|$/.test(line.trim())) continue;
    const columns = header.flatMap((name, index) => (/variable/i.test(name) ? [index] : []));
    const cells = cellsOf(line);
    for (const cell of columns.map((index) => cells[index] ?? '')) {
      for (const span of cell.matchAll(/`([^`]+)`/g)) {
        const name = variablePattern.exec(span[1] ?? '')?.[1];
        if (name) found.push({ section, name });
      }
    }
  }
  return found;
}

/** Whether turbo's pattern (`*` for any run of characters) takes a variable name. */
function matches(pattern: string, name: string): boolean {
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`).test(name);
}

/** A name for a documented variable as it is set: each `<PLACEHOLDER>` and `*` becomes a word. */
export function exampleName(documented: string): string {
  return documented.replace(/<[A-Z]+>/g, 'EXAMPLE').replace(/\*$/, 'EXAMPLE');
}

/** Whether `task`'s process receives a variable under turbo.json (its own lists and the global ones). */
export function reachesTask(turbo: TurboConfig, task: string, documented: string): boolean {
  if (turbo.envMode === 'loose') return true;
  const settings = turbo.tasks[task] ?? {};
  const patterns = [
    ...(turbo.globalEnv ?? []),
    ...(turbo.globalPassThroughEnv ?? []),
    ...(settings.env ?? []),
    ...(settings.passThroughEnv ?? []),
  ].filter((pattern) => !pattern.startsWith('!'));
  const name = exampleName(documented);
  return patterns.some((pattern) => matches(pattern, name));
}
