/** An item of a newest-first list: its creation time (ms) and id. */
export interface Keyed {
  createdAt: number;
  id: string;
}

function encode(item: Keyed): string {
  return btoa(JSON.stringify([item.createdAt, item.id]));
}

function decode(cursor: string): Keyed | undefined {
  try {
    const value: unknown = JSON.parse(atob(cursor));
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // Not one of ours.
  }
  return undefined;
}

const newerFirst = (a: Keyed, b: Keyed) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One page of a newest-first list, cut after the cursor's item as the server does (keyset), so
 * items added while a client pages never shift a page. Undefined for a cursor that is not one of ours.
 */
export function keysetPage<Item extends Keyed>(
  items: Item[],
  options: { cursor: string | null; limit: number },
): { items: Item[]; nextCursor: string | null } | undefined {
  const after = options.cursor ? decode(options.cursor) : undefined;
  if (options.cursor && !after) return undefined;
  const sorted = [...items].sort(newerFirst);
  const rest = after ? sorted.filter((item) => newerFirst(item, after) > 0) : sorted;
  const page = rest.slice(0, options.limit);
  const last = page.at(-1);
  return { items: page, nextCursor: rest.length > options.limit && last ? encode(last) : null };
}

/** The page size of a `limit` query value (1..100, default 25), or undefined when it is not one. */
export function pageLimit(value: string | null): number | undefined {
  if (value === null) return 25;
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : undefined;
}
