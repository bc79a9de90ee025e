import type { TextCheck } from '@taskwell/api-sdk';
import { eq, inArray, sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import type { AssetStorage } from '../assets/asset-storage.ts';
import { type StoredFinding, textChecks } from '../db/check-schema.ts';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { assets } from '../db/schema.ts';
import { notFound } from '../errors/domain-error.ts';
import { checkText, isCheckedType } from './check-text.ts';
import { keptChecks } from './item-checks.ts';

/** A text output to check once it is stored: its bytes when the row holds them, else read by id. */
export interface CheckedOutput {
  id: string;
  contentType: string;
  content: Buffer | null;
}

/**
 * Checks waiting in one process at most: when runs write texts faster than they are checked for
 * long, the ones past it are not queued (each is made on demand, when a client asks for it), so
 * the queue and the bytes it holds stay bounded under sustained load.
 */
export const maxWaitingChecks = 1000;

/** Checks kept by one statement at most. */
const checkBatch = 64;

/** How long a batch short of full waits for more outputs (ms). */
const gatherMs = 20;

/** How a text is checked (the bias check; a test may hold it). */
export type TextChecker = (text: string, contentType: string) => Promise<StoredFinding[]>;

/**
 * The inclusive-language check of every text result (issue 28): scheduled by the process that
 * ran the step once its output is stored, and made one at a time in the background, so a run never
 * waits for it; made on demand by `getTextCheck` when it is missing. A check is kept once
 * (`ON CONFLICT DO NOTHING`): two makers of the same check agree on the first one written.
 */
export class TextChecks {
  private readonly waiting: CheckedOutput[] = [];
  private working: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly options: {
      db: Database;
      assets: AssetStorage;
      now: () => Date;
      log: Pick<BaseLogger, 'warn'>;
      checker?: TextChecker;
    },
  ) {}

  /** Queues the checks of the text outputs of a stored step; returns at once. */
  schedule(outputs: readonly CheckedOutput[]): void {
    if (this.stopped) return;
    const texts = outputs.filter((output) => isCheckedType(output.contentType));
    if (texts.length === 0) return;
    this.waiting.push(...texts.slice(0, Math.max(0, maxWaitingChecks - this.waiting.length)));
    this.working ??= this.work().finally(() => {
      this.working = undefined;
    });
  }

  /** How many checks wait to be made. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves when every check queued so far is made (tests, and a closing process). */
  async idle(): Promise<void> {
    while (this.working) await this.working;
  }

  /** Stops taking checks and waits for the one being made; the rest are made on demand later. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting.length = 0;
    await this.idle();
  }

  /**
   * The waiting checks in batches: each text checked in a turn of its own, so runs' steps go on
   * between them, and a batch's checks kept in one statement (`ON CONFLICT DO NOTHING`: a check
   * made on demand meanwhile is the one kept). A freshly stored output has no kept check to look
   * up first: the statement's conflict is that lookup.
   */
  private async work(): Promise<void> {
    while (this.waiting.length > 0) {
      // A batch short of full waits a moment for the outputs stored meanwhile: the checks of many
      // runs' outputs are then kept by one statement (and one commit) instead of one per checkpoint.
      if (this.waiting.length < checkBatch) await new Promise((resolve) => setTimeout(resolve, gatherMs));
      const batch = this.waiting.splice(0, checkBatch);
      await this.makeBatch(batch).catch((error: unknown) => {
        this.options.log.warn(
          { err: error, assetIds: batch.map((output) => output.id) },
          'checking text results failed',
        );
      });
    }
  }

  private async makeBatch(batch: readonly CheckedOutput[]): Promise<void> {
    const unread = batch.filter((output) => output.content === null).map((output) => output.id);
    const rows = unread.length ? await this.options.db.select().from(assets).where(inArray(assets.id, unread)) : [];
    const stored = new Map(rows.map((row) => [row.id, row]));
    const made: { asset_id: string; findings: StoredFinding[] }[] = [];
    // A text met again in the batch (a step that passes its input on, the same flow's runs) is
    // checked once: the check is a function of the text and its type.
    const byText = new Map<string, StoredFinding[]>();
    for (const output of batch) {
      const row = stored.get(output.id);
      const bytes = output.content ?? (row ? await this.options.assets.read(row) : null);
      if (bytes === null) continue;
      const text = bytes.toString('utf8');
      const key = `${output.contentType}\u0000${text}`;
      let findings = byText.get(key);
      if (!findings) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        findings = await (this.options.checker ?? checkText)(text, output.contentType);
        byText.set(key, findings);
      }
      made.push({ asset_id: output.id, findings });
    }
    if (made.length === 0) return;
    // Only checks of assets still there: one deleted meanwhile does not fail the others.
    await queryRows(
      this.options.db,
      sql`INSERT INTO text_checks (asset_id, findings, checked_at)
        SELECT i.asset_id, i.findings, ${this.options.now().toISOString()}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(made)}::jsonb) AS i(asset_id text, findings jsonb)
        JOIN assets a ON a.id = i.asset_id
        ON CONFLICT (asset_id) DO NOTHING`,
    );
  }

  /** Makes and keeps the check of a text asset, unless it is kept already; the findings kept. */
  private async make(assetId: string, contentType: string, content: Buffer | null): Promise<StoredFinding[]> {
    const kept = await keptChecks(this.options.db, [assetId]);
    const found = kept.get(assetId);
    if (found) return found;
    let bytes = content;
    if (bytes === null) {
      const [row] = await this.options.db.select().from(assets).where(eq(assets.id, assetId)).limit(1);
      if (!row) return [];
      bytes = await this.options.assets.read(row);
    }
    const findings = await (this.options.checker ?? checkText)(bytes.toString('utf8'), contentType);
    const [inserted] = await this.options.db
      .insert(textChecks)
      .values({ assetId, findings, checkedAt: this.options.now() })
      .onConflictDoNothing()
      .returning({ findings: textChecks.findings });
    if (inserted) return inserted.findings;
    return (await keptChecks(this.options.db, [assetId])).get(assetId) ?? findings;
  }

  /**
   * `getTextCheck`: the check of one of the owner's text assets, made now when it is missing. Not
   * a checked text type, or not the owner's: not found, as an unknown asset.
   */
  async checkOf(assetId: string, owner: string): Promise<TextCheck> {
    const asset = await this.options.assets.findOwned(assetId, owner);
    if (!asset || !isCheckedType(asset.contentType)) throw notFound('That text result');
    const findings = await this.make(asset.id, asset.contentType, await this.options.assets.read(asset));
    return { status: 'checked', findings };
  }

  /**
   * `dismissTextCheckFinding` and `restoreTextCheckFinding` (issue 43): marks the finding at
   * `start`..`end` dismissed with a reason (or counted again, without one). The kept row is locked
   * while it changes, so two dismissals at once each keep theirs. No finding there: not found.
   */
  async dismiss(
    assetId: string,
    owner: string,
    place: { start: number; end: number },
    reason: string | undefined,
  ): Promise<TextCheck> {
    await this.checkOf(assetId, owner);
    const findings = await this.options.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ findings: textChecks.findings })
        .from(textChecks)
        .where(eq(textChecks.assetId, assetId))
        .for('update');
      const kept = row?.findings ?? [];
      const at = kept.findIndex((finding) => finding.start === place.start && finding.end === place.end);
      const found = kept[at];
      if (!found) {
        if (reason === undefined) return kept;
        throw notFound('A finding at that place');
      }
      const { dismissed: _, ...counted } = found;
      const changed =
        reason === undefined ? counted : { ...counted, dismissed: { reason, at: this.options.now().toISOString() } };
      const next = kept.map((finding, index) => (index === at ? changed : finding));
      await tx.update(textChecks).set({ findings: next }).where(eq(textChecks.assetId, assetId));
      return next;
    });
    return { status: 'checked', findings };
  }
}
