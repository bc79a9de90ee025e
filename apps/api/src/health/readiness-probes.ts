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

/** What one check found: how long it took and, when it failed, why. */
export type ProbeResult =
  | { name: string; ms: number; ok: true }
  | { name: string; ms: number; ok: false; reason: string };

/** Each check's time limit: all run at once, so `/readyz` answers within it (issue 27: 2 s). */
export const defaultProbeLimitMs = 1500;

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // One line, short: a driver's message can carry a whole statement.
  return (message.split('\n')[0] ?? '').slice(0, 200) || 'failed';
}

/**
 * The readiness checks a process holds. The runtime registers the database's; another part adds
 * its own in one line, `runtime.probes.add({ name: 'object-store', check: (signal) => ... })`.
 * Every check runs at once, each within the time limit: one that hangs (a connection nobody
 * answers) fails at the limit instead of holding the reply.
 */
export class ReadinessProbes {
  private readonly probes: ReadinessProbe[] = [];

  constructor(
    private readonly options: {
      /** Each check's time limit in ms; default {@link defaultProbeLimitMs}. */
      limitMs?: number;
      /** The clock the durations are read from; default performance.now. */
      now?: () => number;
    } = {},
  ) {}

  /** Registers a check; returns the function that removes it. A name is taken once. */
  add(probe: ReadinessProbe): () => void {
    if (!/^[a-z][a-z0-9-]*$/.test(probe.name)) throw new Error(`A readiness check's name is lower case: ${probe.name}`);
    if (this.probes.some((held) => held.name === probe.name)) {
      throw new Error(`A readiness check named ${probe.name} is registered already`);
    }
    this.probes.push(probe);
    return () => {
      const index = this.probes.indexOf(probe);
      if (index !== -1) this.probes.splice(index, 1);
    };
  }

  /** The names of the checks, in the order they were added. */
  get names(): string[] {
    return this.probes.map((probe) => probe.name);
  }

  /** Runs every check at once, each within its limit; the results in the order they were added. */
  check(): Promise<ProbeResult[]> {
    return Promise.all(this.probes.map((probe) => this.run(probe)));
  }

  private async run(probe: ReadinessProbe): Promise<ProbeResult> {
    const now = this.options.now ?? (() => performance.now());
    const limitMs = this.options.limitMs ?? defaultProbeLimitMs;
    const started = now();
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
      const ms = Math.max(0, Math.round(now() - started));
      return reason === undefined ? { name: probe.name, ms, ok: true } : { name: probe.name, ms, ok: false, reason };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** What `/readyz` answers for the results: the checks and their times, or the failed ones. */
export function readinessOf(
  results: readonly ProbeResult[],
):
  | { ready: true; body: { status: 'ready'; checks: { name: string; ms: number }[] } }
  | { ready: false; message: string; details: { path: string; message: string }[] } {
  const failed = results.filter((result) => !result.ok);
  if (failed.length === 0) {
    return { ready: true, body: { status: 'ready', checks: results.map(({ name, ms }) => ({ name, ms })) } };
  }
  return {
    ready: false,
    message: `Not ready: ${failed.map((result) => result.name).join(', ')}.`,
    details: failed.map((result) => ({ path: `/checks/${result.name}`, message: result.ok ? '' : result.reason })),
  };
}
