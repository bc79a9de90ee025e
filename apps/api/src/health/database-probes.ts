import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, type OpenDatabase } from '../db/open-database.ts';
import type { ReadinessProbe } from './readiness-probes.ts';

/** An entry of the migrations' journal (drizzle-kit's `meta/_journal.json`). */
interface JournalEntry {
  tag: string;
  /** When it was made: the migrator records it as the applied migration's `created_at`. */
  when: number;
}

/** The migrations the server ships, from their journal. */
export function shippedMigrations(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Rejects when `signal` aborts: a statement the driver cannot cancel still frees the check. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** The database answers a statement. */
export function databaseProbe(database: OpenDatabase): ReadinessProbe {
  return {
    name: 'database',
    async check(signal) {
      await Promise.race([database.executeSql('SELECT 1', []), untilAborted(signal)]);
    },
  };
}

/**
 * Every migration the server ships is applied: the drizzle migrator's record of applied ones
 * (`drizzle.__drizzle_migrations.created_at` is the journal entry's `when`) holds each of the
 * journal's. A process whose code is newer than its database (a migration failed, or another
 * process is applying it now) is not ready.
 */
export function migrationsProbe(database: OpenDatabase, shipped = shippedMigrations()): ReadinessProbe {
  return {
    name: 'migrations',
    async check(signal) {
      const { rows } = await Promise.race([
        database.executeSql('SELECT created_at FROM drizzle.__drizzle_migrations', []),
        untilAborted(signal),
      ]);
      const applied = new Set(rows.map((row) => Number(row.created_at)));
      const missing = shipped.filter((entry) => !applied.has(entry.when));
      if (missing.length > 0) {
        throw new Error(
          `${missing.length} of ${shipped.length} migrations not applied: ${missing.map((entry) => entry.tag).join(', ')}`,
        );
      }
    },
  };
}
