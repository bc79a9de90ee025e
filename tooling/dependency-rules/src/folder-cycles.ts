// A house points one way: inside a folder such as `apps/api/src`, the folders (and the files at
// its root) import each other in one direction only, and so do the subfolders of each folder.
// A type import is an arrow too: it is still one module knowing another.

/** One static import, both paths from the repository root. */
export interface FileImport {
  from: string;
  to: string;
}

/** One folder cycle: where it is, the nodes in order (the first again at the end) and one import per arrow. */
export interface FolderCycle {
  /** The folder whose children import each other in a circle. */
  folder: string;
  /** The children in the cycle, the first repeated at the end. */
  nodes: string[];
  /** For each arrow, one import that makes it (`from` and `to` relative to `folder`). */
  imports: FileImport[];
}

/** The message of one folder cycle, e.g. `apps/api/src: folder cycle db → runtime → db (…)`. */
export function describeFolderCycle(cycle: FolderCycle): string {
  const arrows = cycle.imports.map((step) => `${step.from} imports ${step.to}`).join('; ');
  return `${cycle.folder}: folder cycle ${cycle.nodes.join(' → ')} (${arrows})`;
}

/** `child` of `folder` that `file` sits in: a subfolder's name, or the file's own name at the root. */
function childOf(folder: string, file: string): string | undefined {
  if (!file.startsWith(`${folder}/`)) return undefined;
  return file.slice(folder.length + 1).split('/')[0];
}

/** Every folder under `house` (itself included) that holds a file of `files`. */
function foldersOf(house: string, files: Iterable<string>): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    if (!file.startsWith(`${house}/`)) continue;
    const parts = file.slice(house.length + 1).split('/');
    for (let depth = 0; depth < parts.length; depth += 1) {
      folders.add([house, ...parts.slice(0, depth)].join('/'));
    }
  }
  return [...folders].sort();
}

/** Strongly connected components of a graph (Tarjan), each sorted, in a stable order. */
function components(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The shortest cycle through `start` inside `members` (breadth first). */
function shortestCycle(
  start: string,
  members: ReadonlySet<string>,
  next: (node: string) => readonly string[],
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const target of next(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * The folder cycles inside `house`: for `house` and every folder under it, the graph between its
 * children (subfolders, and files at its root as nodes of their own) made by `imports`, and for
 * each circle of it that holds a folder, the shortest cycle through each of its folders. A circle of files alone is a module cycle,
 * another rule's concern.
 */
export function findFolderCycles(options: { house: string; imports: readonly FileImport[] }): FolderCycle[] {
  const { house, imports } = options;
  const files = new Set(imports.flatMap((step) => [step.from, step.to]));
  const cycles: FolderCycle[] = [];
  for (const folder of foldersOf(house, files)) {
    const arrows = new Map<string, Map<string, FileImport>>();
    for (const step of [...imports].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`))) {
      const from = childOf(folder, step.from);
      const to = childOf(folder, step.to);
      if (from === undefined || to === undefined || from === to) continue;
      const out = arrows.get(from) ?? new Map<string, FileImport>();
      if (!out.has(to)) out.set(to, step);
      arrows.set(from, out);
    }
    const next = (node: string): string[] => [...(arrows.get(node)?.keys() ?? [])].sort();
    const nodes = [...arrows.keys()].sort();
    const isFolder = (node: string): boolean => [...files].some((file) => file.startsWith(`${folder}/${node}/`));
    const relative = (file: string): string => file.slice(folder.length + 1);
    for (const component of components(nodes, next)) {
      if (component.length < 2 || !component.some(isFolder)) continue;
      // One cycle through each folder of the circle, so that every pair of folders at fault is named.
      const seen = new Set<string>();
      for (const start of component.filter(isFolder)) {
        // Told from its first folder by name, so that the same cycle reads the same from any start.
        const ring = shortestCycle(start, new Set(component), next).slice(0, -1);
        const first = ring.indexOf(ring.filter(isFolder).sort()[0] as string);
        const path = [...ring.slice(first), ...ring.slice(0, first), ring[first] as string];
        const key = path.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        cycles.push({
          folder,
          nodes: path,
          imports: path.slice(1).map((to, at) => {
            const step = arrows.get(path[at] as string)?.get(to) as FileImport;
            return { from: relative(step.from), to: relative(step.to) };
          }),
        });
      }
    }
  }
  return cycles;
}
