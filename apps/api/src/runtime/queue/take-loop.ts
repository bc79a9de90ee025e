/** How a take loop behaves. */
export interface TakeLoopOptions<Row> {
  /** Rows in hand at most. */
  concurrency: number;
  /** How often an idle loop looks for work nobody woke it for (ms). */
  pollingIntervalMs: number;
  /** Takes up to `limit` rows of work (one statement). */
  take: (limit: number) => Promise<Row[]>;
  /**
   * Works one row; the loop takes more once it settles, or once the handler calls `freePlace`:
   * what is left of the row's work is then a write on its way (a run's last checkpoint), which
   * needs no place of its own (at most `concurrency` rows are so closing at once).
   */
  handle: (row: Row, freePlace: () => void) => Promise<void>;
  /** Reports a failed take or a handler's failure. */
  onError: (error: Error) => void;
}

/** A running take loop. */
export interface TakeLoop {
  /** Looks for work now (a send, a NOTIFY); a take under way is followed by another. */
  wake(): void;
  /** Rows in hand now, holding a place (rows closing, their place freed, are not counted). */
  readonly inHand: number;
  /** How many rows a take would ask for now. */
  readonly room: number;
  /** Stops taking; waits for a take under way (its rows are handed over). */
  stop(): Promise<void>;
}

/**
 * Takes work in one statement per fetch, sized to the room left: one take at a time, so the wakes
 * of a busy moment fold into the take that follows the one under way. A take that came back full
 * means more may wait, so a row's end then takes again at once; otherwise the loop waits for a wake
 * or its polling interval (an idle process sends no statement for a row's end).
 *
 * A row whose handler freed its place early (its work done, its last write on the way) is closing:
 * the next take goes out beside that write rather than after it, so two commits of a busy worker
 * (the end of one batch, the take of the next) share a flush instead of waiting one for the other.
 * At most `concurrency` rows close at once: the rows held never pass twice the concurrency.
 */
export function startTakeLoop<Row>(options: TakeLoopOptions<Row>): TakeLoop {
  let inHand = 0;
  let closing = 0;
  let stopped = false;
  let taking: Promise<void> | undefined;
  let again = false;
  let full = false;

  // Places freed in one turn are taken for together, after it: the rows of one take end their
  // flows in the same turn or so, and their last writes go out together then (and settle together
  // when that write commits), so a take asks for all their places in one statement rather than a
  // few at a time.
  let wakeQueued = false;
  const wakeAfterTurn = () => {
    if (wakeQueued) return;
    wakeQueued = true;
    setImmediate(() => {
      wakeQueued = false;
      wake();
    });
  };
  const handOver = (row: Row) => {
    let placeHeld = true;
    const freePlace = () => {
      if (!placeHeld) return;
      placeHeld = false;
      inHand -= 1;
      closing += 1;
      if (full) wakeAfterTurn();
    };
    inHand += 1;
    options
      .handle(row, freePlace)
      .catch((error: Error) => options.onError(error))
      .finally(() => {
        if (placeHeld) inHand -= 1;
        else closing -= 1;
        placeHeld = false;
        if (full) wakeAfterTurn();
      });
  };
  // While the queue has more than the room (the last take came back full), a take waits for a
  // quarter of the places to be free: under a backlog, runs are taken a few at a time, in fewer
  // statements, rather than one per run's end; an emptied process takes at once.
  const fewest = Math.max(1, Math.ceil(options.concurrency / 4));
  const room = () => Math.max(0, Math.min(options.concurrency - inHand, 2 * options.concurrency - inHand - closing));
  const loop = async () => {
    while (!stopped) {
      again = false;
      const limit = room();
      if (limit <= 0 || (full && limit < fewest && inHand + closing > 0)) return;
      let rows: Row[];
      try {
        rows = await options.take(limit);
      } catch (error) {
        // The next wake or the polling interval tries again.
        full = false;
        options.onError(error as Error);
        return;
      }
      full = rows.length === limit;
      for (const row of rows) handOver(row);
      if (!full && !again) return;
    }
  };
  const wake = () => {
    if (stopped) return;
    if (taking) {
      again = true;
      return;
    }
    taking = loop().finally(() => {
      taking = undefined;
      if (again) wake();
    });
  };
  // The polling interval takes whatever room there is (long runs may hold most places for long).
  const poller = setInterval(() => {
    full = false;
    wake();
  }, options.pollingIntervalMs);
  poller.unref();
  wake();

  return {
    wake,
    get inHand() {
      return inHand;
    },
    get room() {
      return room();
    },
    async stop() {
      stopped = true;
      clearInterval(poller);
      await taking;
    },
  };
}
