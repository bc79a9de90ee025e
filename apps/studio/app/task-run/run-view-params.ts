// Where the catalogue's view state lives: in the address, so a reload or the same address in a new
// tab shows the same thing (docs/decisions/046). `category` is the open category tab, `task` the
// task whose run modal is open, `run` the request id of the run it shows.

/** The search parameters of the catalogue's view state. */
export const runViewKeys = ['category', 'task', 'run'] as const;

/** What the address says the catalogue shows. */
export interface RunView {
  /** The category whose tab is open, if any. */
  category: string | null;
  /** The task whose run modal is open, if any. */
  task: string | null;
  /** The run the modal shows, if any. */
  run: string | null;
}

/** Reads the view state from search parameters. */
export function readRunView(search: URLSearchParams): RunView {
  return { category: search.get('category'), task: search.get('task'), run: search.get('run') };
}

/** Search parameters with the view state changed as given (null removes a key), the rest kept. */
export function withRunView(search: URLSearchParams, changes: Partial<RunView>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

function withoutView(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const key of runViewKeys) search.delete(key);
  search.sort();
  return `${url.pathname}?${search}`;
}

/**
 * Whether a navigation only changed the view state (a tab, the run modal), which needs no data
 * from any loader. A revalidation of the same address is not such a change.
 */
export function isRunViewChange({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.href !== nextUrl.href && withoutView(currentUrl) === withoutView(nextUrl);
}
