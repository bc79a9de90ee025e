/**
 * Gathers the calls made in one turn of the event loop and serves them with one `flush`: under
 * load, a hundred runs started at once become one queue insert instead of a hundred, and a fetched
 * batch of runs is claimed with one statement. A lone call waits only for the current turn to end.
 */
export function microBatch<Item, Result>(
  flush: (items: Item[]) => Promise<Map<Item, Result> | undefined>,
): (item: Item) => Promise<Result | undefined> {
  let pending: { item: Item; resolve: (result: Result | undefined) => void; reject: (error: unknown) => void }[] = [];
  const run = () => {
    const batch = pending;
    pending = [];
    flush(batch.map((entry) => entry.item)).then(
      (results) => {
        for (const entry of batch) entry.resolve(results?.get(entry.item));
      },
      (error: unknown) => {
        for (const entry of batch) entry.reject(error);
      },
    );
  };
  return (item) =>
    new Promise((resolve, reject) => {
      if (pending.length === 0) setImmediate(run);
      pending.push({ item, resolve, reject });
    });
}
