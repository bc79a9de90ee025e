// What `bench:run-growth` prints to tell which statement grows dearer as the tables grow
// (BENCH_EXPLAIN=1): the plans of the statements that took the embedded database's CPU, each
// explained with the values it was last sent with (`EXPLAIN (ANALYZE, BUFFERS)` in a transaction
// rolled back, so nothing of a run changes), at the start and at the end of the same database;
// and (BENCH_PROFILE_DIR) a CPU profile of the first window and of the last, for `--cpu-prof`'s
// readers (Chrome's DevTools, speedscope).
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { embedded, embeddedMs, lastSent } from './bench-run-cost-probe.ts';

/**
 * Explains the `top` statements by CPU so far, as last sent; `say` prints each plan. A completed
 * run's checkpoint is explained on its run set back in progress under a live lease owner, so that
 * its update and its returning subqueries do the work they did.
 */
export async function explainHeaviest(top: number, say: (line: string) => void): Promise<void> {
  const client = embedded;
  if (!client) return say('    (no embedded database seen: nothing to explain)');
  const heaviest = [...embeddedMs]
    .filter(([text]) => lastSent.has(text) && !/^(VACUUM|BEGIN|COMMIT|ROLLBACK|SELECT pg_)/i.test(text))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  for (const [label] of heaviest) {
    const sent = lastSent.get(label);
    if (!sent) continue;
    say(`    EXPLAIN ${label}`);
    try {
      await client.transaction(async (tx) => {
        if (sent.text.includes('UPDATE runs r SET state = i.state')) {
          const input = JSON.parse(String(sent.values[0])) as { run_id: string }[];
          // The lease owner is the one value of the statement shaped as a random (v4) UUID.
          const owner = sent.values.find((value) => /^[0-9a-f]{8}-[0-9a-f]{4}-4/.test(String(value)));
          await tx.query(`UPDATE runs SET status = 'IN_PROGRESS', lease_owner = $1 WHERE id = ANY($2::text[])`, [
            owner ?? null,
            input.map((row) => row.run_id),
          ]);
          await tx.query(`DELETE FROM assets WHERE id = ANY($1::text[])`, [
            input.flatMap((row) => {
              const assets = (row as { assets?: { asset_id: string }[] }).assets ?? [];
              return assets.map((asset) => asset.asset_id);
            }),
          ]);
        }
        const plan = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sent.text}`,
          sent.values,
        );
        for (const row of plan.rows) say(`      ${row['QUERY PLAN']}`);
        await tx.rollback();
      });
    } catch (error) {
      say(`      (not explained: ${(error as Error).message})`);
    }
  }
}

/** A CPU profile of this process, started now; `stop` writes it to `dir/name.cpuprofile`. */
export async function startProfile(dir: string | undefined): Promise<{ stop(name: string): Promise<void> }> {
  if (!dir) return { async stop() {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}
