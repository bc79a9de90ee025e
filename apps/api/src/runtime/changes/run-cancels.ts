import type { OpenDatabase } from '../../db/open-database.ts';
import type { RuntimeLog } from '../run-context.ts';

/** The channel on which a cancel is announced to every process; the payload is the run id. */
export const runCancelChannel = 'taskwell_run_cancels';

/**
 * Tells the process executing a run that its owner cancelled it, so that the running step gets
 * an abort signal at once (issue 18). On the embedded database every run is in this process; on
 * PostgreSQL the cancel is announced with NOTIFY and heard by every process on LISTEN. A lost
 * announcement still stops the run: its next lease renewal or checkpoint finds it no longer in
 * progress.
 */
export class RunCancels {
  private readonly listeners = new Set<(runId: string) => void>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly options: { database: OpenDatabase; log: RuntimeLog }) {}

  /** Starts hearing the cancels other processes announce. */
  async start(): Promise<void> {
    const { database } = this.options;
    if (!database.listen || this.stopListening) return;
    this.stopListening = await database.listen(runCancelChannel, (runId) => {
      if (runId) this.deliver(runId);
    });
  }

  /** Stops hearing cancels. */
  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Calls `listener` with the id of every run cancelled; returns the unsubscribe. */
  onCancel(listener: (runId: string) => void): () => void {
    const entry = (runId: string) => listener(runId);
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /** Announces that a run was cancelled (it has already ended ABORTED in the database). */
  async announce(runId: string): Promise<void> {
    const { database, log } = this.options;
    if (!database.listen) {
      this.deliver(runId);
      return;
    }
    await database.executeSql('SELECT pg_notify($1, $2)', [runCancelChannel, runId]).catch((error: unknown) => {
      log.warn({ err: error, runId }, 'announcing a cancel failed; the run stops at its next renewal');
      this.deliver(runId);
    });
  }

  private deliver(runId: string): void {
    for (const listener of [...this.listeners]) listener(runId);
  }
}
