/**
 * One readiness check of a process (issue 27): `check` resolves when the part it asks about is
 * usable and rejects (or never settles) when it is not; it should stop its work when `signal`
 * aborts, which happens once its time limit is up.
 */
export interface ReadinessProbe {
  /** Its name in `/readyz` (`database`, `migrations`, `object-store`): lower case and dashes. */
  name: string;
  /** Resolves when the part is ready; `signal` aborts at the time limit. */
  check(signal: AbortSignal): Promise<void>;
}

/**
 * What one check found: how long it took and, when it failed, why. The reason stays in the log:
 * `/readyz` is answered to anyone, and a driver's message names hosts, ports and buckets.
 */
export type ProbeResult =
  | { name: string; ms: number; ok: true }
  | { name: string; ms: number; ok: false; reason: string };

/** Each check's time limit: all run at once, so `/readyz` answers within it (issue 27: 2 s). */
export const defaultProbeLimitMs = 1500;

/**
 * How long a round of checks is answered from (issue 39): every caller within this time of its
 * start, and every caller while it runs, gets that round's results, so anonymous calls cannot make
 * the process query its database and bucket as fast as they can send.
 */
export const defaultResultMaxAgeMs = 1000;

/** Where failed checks are told, with their reasons (pino's `warn`, as the runtime's log gives it). */
export interface ProbeLog {
  warn(details: Record<string, unknown>, message: string): void;
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // One line, short: a driver's message can carry a whole statement.
  return (message.split('\n')[0] ?? '').slice(0, 200) || 'failed';
}

/**
 * The readiness checks a process holds. The runtime registers the database's; another part adds
 * its own in one line, `runtime.probes.add({ name: 'object-store', check: (signal) => ... })`.
 * Every check runs at once, each within the time limit: one that hangs (a connection nobody
 * answers) fails at the limit instead of holding the reply. A round's results are shared by every
 * caller until it is {@link defaultResultMaxAgeMs} old; a failure is logged with its reason once
 * per round.
 */
export class ReadinessProbes {
  private readonly probes: ReadinessProbe[] = [];
  /** The latest round: when it started and its results (settled or still coming). */
  private latest: { startedAt: number; running: boolean; results: Promise<ProbeResult[]> } | undefined;

  constructor(
    private readonly options: {
      /** Each check's time limit in ms; default {@link defaultProbeLimitMs}. */
      limitMs?: number;
      /** How long a round's results are answered from, in ms; default {@link defaultResultMaxAgeMs}. */
      maxAgeMs?: number;
      /** The clock the durations and ages are read from; default performance.now. */
      now?: () => number;
      /** Where failed checks are told with their reasons; default nowhere. */
      log?: ProbeLog;
    } = {},
  ) {}

  private get now(): number {
    return (this.options.now ?? (() => performance.now()))();
  }

  /** Registers a check; returns the function that removes it. A name is taken once. */
  add(probe: ReadinessProbe): () => void {
    if (!/^[a-z][a-z0-9-]*$/.test(probe.name)) throw new Error(`A readiness check's name is lower case: ${probe.name}`);
    if (this.probes.some((held) => held.name === probe.name)) {
      throw new Error(`A readiness check named ${probe.name} is registered already`);
    }
    this.probes.push(probe);
    // A round of other checks is no answer for this list.
    this.latest = undefined;
    return () => {
      const index = this.probes.indexOf(probe);
      if (index !== -1) this.probes.splice(index, 1);
      this.latest = undefined;
    };
  }

  /** The names of the checks, in the order they were added. */
  get names(): string[] {
    return this.probes.map((probe) => probe.name);
  }

  /**
   * The results of every check in the order they were added: the latest round's while it runs or
   * is younger than the maximum age, else a new round's (every check at once, each within its limit).
   */
  check(): Promise<ProbeResult[]> {
    const now = this.now;
    const maxAgeMs = this.options.maxAgeMs ?? defaultResultMaxAgeMs;
    const latest = this.latest;
    if (latest && (latest.running || now - latest.startedAt <= maxAgeMs)) return latest.results;
    const round = {
      startedAt: now,
      running: true,
      results: Promise.all(this.probes.map((probe) => this.run(probe))).finally(() => {
        round.running = false;
      }),
    };
    this.latest = round;
    return round.results;
  }

  private async run(probe: ReadinessProbe): Promise<ProbeResult> {
    const limitMs = this.options.limitMs ?? defaultProbeLimitMs;
    const started = this.now;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => {
        const reason = `no answer within ${limitMs} ms`;
        abort.abort(new Error(reason));
        resolve(reason);
      }, limitMs);
    });
    let answered: Promise<string | undefined>;
    try {
      answered = probe.check(abort.signal).then(
        () => undefined,
        (error: unknown) => reasonOf(error),
      );
    } catch (error) {
      answered = Promise.resolve(reasonOf(error));
    }
    try {
      const reason = await Promise.race([answered, late]);
      const ms = Math.max(0, Math.round(this.now - started));
      if (reason === undefined) return { name: probe.name, ms, ok: true };
      this.options.log?.warn({ check: probe.name, ms, reason }, `readiness check ${probe.name} failed`);
      return { name: probe.name, ms, ok: false, reason };
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * What `/readyz` answers for the results: the checks' names, all ok, or the names of the failed
 * ones. Nothing else: no reason (the log has it) and no time (a figure about the database is the
 * operator's, not every caller's).
 */
export function readinessOf(
  results: readonly ProbeResult[],
):
  | { ready: true; body: { status: 'ready'; checks: { name: string; status: 'ok' }[] } }
  | { ready: false; message: string; details: { path: string; message: string }[] } {
  const failed = results.filter((result) => !result.ok);
  if (failed.length === 0) {
    return { ready: true, body: { status: 'ready', checks: results.map(({ name }) => ({ name, status: 'ok' })) } };
  }
  return {
    ready: false,
    message: `Not ready: ${failed.map((result) => result.name).join(', ')}.`,
    details: failed.map((result) => ({ path: `/checks/${result.name}`, message: 'failed' })),
  };
}
