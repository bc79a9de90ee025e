import type {
  StoreFigures,
  StoreListing,
  StoreListingCheck,
  StoreListingPut,
  StoreListingView,
  StoreSampleCandidates,
  Task,
} from '@taskwell/api-sdk';
import { isTaskIcon, planRank } from '@taskwell/domain';
import { parseTaskDefinition, stepsOf, type TaskDefinition, toTask, unknownIconMessage } from '@taskwell/task-engine';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import {
  accounts,
  creatorTasks,
  creatorTaskVersions,
  type ListingCard,
  type ListingProblem,
  type ListingStatus,
  storeListings,
} from '../db/schema.ts';
import { DomainError, notFound } from '../errors/domain-error.ts';
import { pendingPriceChange, priceNow } from '../runtime/listing-price.ts';
import type { TestCaseSuites } from '../test-cases/test-case-suite.ts';
import { askedPrices, defaultPriceNoticeHours } from './asked-price.ts';
import { type ListingRow, memberBrand, readableListing, uuidPattern } from './listing-access.ts';
import { reviewListing } from './listing-review.ts';
import { creatorNameOf, noFigures, ownerView, resultsOf, textOf } from './listing-views.ts';
import { checkPriceFloor, type FloorOf, listedVersionFloor, priceFloorOf } from './price-floor.ts';
import { chooseSample, sampleCandidates } from './sample-choice.ts';
import { isSaved } from './saved-listings.ts';
import { figuresOf } from './store-figures.ts';

/** spec §6: public selling comes with the creator plan ("public marketplace") and above. */
const sellingPlan = 'creator';

/** The refusal of a plan below the creator plan, naming it. */
export const sellingPlanMessage =
  'Selling in the AI Store comes with the Creator plan and above: upgrade to Creator to list your task.';

/** The refusal of a version whose icon is not one of Taskwell's (issue 39). */
export const unlistedIconMessage =
  "This version's icon is not one of Taskwell's: choose an icon in the editor and publish again to list it.";

/** The refusal of a private listing without the organization it is for. */
export const organizationMissingMessage = 'Choose the organization whose private store shows this task.';

/**
 * The AI Store's listings (issue 26): a creator lists the latest published version of their task
 * at a price per run, the platform checks it before it goes live, and buyers see its card and form
 * only, never its flow, a step's settings or a prompt. A listing anyone may not see answers as if
 * it did not exist. Buying is running: see operations/store-operations.ts.
 */
export class StoreListings {
  constructor(
    private readonly options: {
      db: Database;
      now: () => number;
      priceNoticeMs?: number;
      testCases?: TestCaseSuites;
      /** The lowest price of a definition: what its AI steps cost (decision 130); none without it. */
      floorOf?: FloorOf;
    },
  ) {}

  /** The caller's own task, or not found (anyone else's is as unknown as a missing one). */
  private async ownedTask(email: string, creatorTaskId: string) {
    if (!uuidPattern.test(creatorTaskId)) throw notFound('That task');
    const [task] = await this.options.db
      .select({ id: creatorTasks.id, latestVersion: creatorTasks.latestVersion })
      .from(creatorTasks)
      .where(and(eq(creatorTasks.id, creatorTaskId), eq(creatorTasks.ownerEmail, email)))
      .limit(1);
    if (!task) throw notFound('That task');
    return task;
  }

  /** The figures of one listing. */
  private async figures(listingId: string): Promise<StoreFigures> {
    return (await figuresOf(this.options.db, [listingId], this.options.now())).get(listingId) ?? noFigures;
  }

  private async ownerReply(row: ListingRow): Promise<StoreListing> {
    const floor = await listedVersionFloor(this.options.db, row, this.options.floorOf);
    return ownerView(row, await this.figures(row.id), this.options.now(), floor);
  }

  async listingOf(email: string, creatorTaskId: string): Promise<ListingRow> {
    await this.ownedTask(email, creatorTaskId);
    const [row] = await this.options.db
      .select()
      .from(storeListings)
      .where(and(eq(storeListings.creatorTaskId, creatorTaskId), eq(storeListings.ownerEmail, email)))
      .limit(1);
    if (!row) throw notFound('That listing');
    return row;
  }

  /** The owner's view of their task's listing. */
  async get(email: string, creatorTaskId: string): Promise<StoreListing> {
    return this.ownerReply(await this.listingOf(email, creatorTaskId));
  }

  /**
   * Lists the task's latest published version at `price`, or changes the price (a run already
   * started keeps its own, runs.fee) and moves the listing to the latest version. The listing is
   * `checking` while the platform checks it, then `live` or `refused` with the problems found.
   */
  async put(email: string, creatorTaskId: string, body: StoreListingPut): Promise<StoreListing> {
    const { db } = this.options;
    const task = await this.ownedTask(email, creatorTaskId);
    const audience = await this.audienceOf(email, creatorTaskId, body);
    const { visibility } = audience;
    let organizationId: string | null = null;
    if (visibility === 'organization') {
      if (!audience.organizationId) {
        throw new DomainError('invalid_parameters', 'organization_required', organizationMissingMessage);
      }
      // Any plan may list to an organization it belongs to; anyone else is told it does not exist.
      organizationId = (await memberBrand(db, audience.organizationId, email)).organizationId;
    }
    const [account] = await db
      .select({
        plan: accounts.plan,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        organization: accounts.organization,
      })
      .from(accounts)
      .where(eq(accounts.email, email))
      .limit(1);
    if (visibility === 'public' && planRank(account?.plan) < planRank(sellingPlan)) {
      throw new DomainError('plan_required', 'plan_required', sellingPlanMessage);
    }
    if (task.latestVersion === null) {
      throw new DomainError(
        'invalid_parameters',
        'not_published',
        'Publish a version of the task first: the store sells published versions only.',
      );
    }
    const [version] = await db
      .select({ definition: creatorTaskVersions.definition })
      .from(creatorTaskVersions)
      .where(and(eq(creatorTaskVersions.taskId, creatorTaskId), eq(creatorTaskVersions.version, task.latestVersion)))
      .limit(1);
    if (!version) throw notFound('That task');
    const definition = version.definition as Record<string, unknown>;
    // Issue 40: never under what the version's AI steps cost per run.
    checkPriceFloor({ price: body.price, floor: priceFloorOf(definition, this.options.floorOf) });
    const text = (key: string) => textOf(definition, key);
    // Issue 39: buyers' pages show the icon; a version whose icon is not Taskwell's own (one
    // published before icons were checked) is not listed until a version with one is published.
    if (!isTaskIcon(text('imageName'))) {
      throw new DomainError('invalid_parameters', 'unknown_icon', unlistedIconMessage, {
        details: [{ path: '/imageName', message: unknownIconMessage }],
      });
    }
    const card: ListingCard = {
      name: text('name'),
      heading: text('heading'),
      description: text('description'),
      category: text('category'),
      imageName: text('imageName'),
      creatorName: creatorNameOf(account),
    };
    const at = new Date(this.options.now());
    const [current] = await db
      .select()
      .from(storeListings)
      .where(eq(storeListings.creatorTaskId, creatorTaskId))
      .limit(1);
    const prices = askedPrices({
      current: current && { ...current, live: current.status === 'live' },
      asked: body.price,
      now: at.getTime(),
      noticeMs: this.options.priceNoticeMs ?? defaultPriceNoticeHours * 3_600_000,
    });
    const [checking] = await db
      .insert(storeListings)
      .values({
        id: newRowId(),
        creatorTaskId,
        ownerEmail: email,
        version: task.latestVersion,
        ...prices,
        visibility,
        organizationId,
        status: 'checking',
        problems: [],
        card,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: storeListings.creatorTaskId,
        set: {
          version: task.latestVersion,
          ...prices,
          visibility,
          organizationId,
          status: 'checking',
          problems: [],
          card,
          updatedAt: at,
        },
      })
      .returning();
    if (!checking) throw notFound('That task');
    const sampleRunId = await chooseSample(db, {
      email,
      definition,
      asked: body.sampleRunId,
      current: current?.sampleRunId ?? null,
    });
    const problems = await reviewListing({
      card,
      version: task.latestVersion,
      sampleCompleted: sampleRunId !== undefined,
      results: resultsOf(definition),
    });
    // Issue 41: a version is sold only when every test case of the task passed on it.
    const failing = (await this.options.testCases?.notPassing(creatorTaskId, definition)) ?? [];
    if (failing.length > 0) {
      problems.push({
        field: 'testCases',
        message: `Every test case must pass on version ${task.latestVersion}: ${failing.join('; ')}.`,
      });
    }
    const status: ListingStatus = problems.length === 0 ? 'live' : 'refused';
    return this.ownerReply(await this.settle(checking, status, problems, sampleRunId ?? null));
  }

  /**
   * Who a put lists to: the body's visibility, or when it leaves it out the listing's current one
   * with its organization (a first listing is public). A client that only changes the price never
   * moves a private listing into the public store.
   */
  private async audienceOf(
    email: string,
    creatorTaskId: string,
    body: StoreListingPut,
  ): Promise<{ visibility: 'public' | 'organization'; organizationId: string | undefined }> {
    if (body.visibility !== undefined) return { visibility: body.visibility, organizationId: body.organizationId };
    const [current] = await this.options.db
      .select({ visibility: storeListings.visibility, organizationId: storeListings.organizationId })
      .from(storeListings)
      .where(and(eq(storeListings.creatorTaskId, creatorTaskId), eq(storeListings.ownerEmail, email)))
      .limit(1);
    if (current?.visibility !== 'organization') return { visibility: 'public', organizationId: undefined };
    return { visibility: 'organization', organizationId: body.organizationId ?? current.organizationId ?? undefined };
  }

  /**
   * The check a listing would meet were the task's saved draft published and put on sale now
   * (issue 39: a version published without a test run was refused only when put on sale). Lists
   * and changes nothing.
   */
  async checkDraft(email: string, creatorTaskId: string): Promise<StoreListingCheck> {
    await this.ownedTask(email, creatorTaskId);
    const [task] = await this.options.db
      .select({ draft: creatorTasks.draft })
      .from(creatorTasks)
      .where(and(eq(creatorTasks.id, creatorTaskId), eq(creatorTasks.ownerEmail, email)))
      .limit(1);
    if (!task) throw notFound('That task');
    const definition = task.draft as Record<string, unknown>;
    const testRunCompleted = (await chooseSample(this.options.db, { email, definition, current: null })) !== undefined;
    const card = {
      name: textOf(definition, 'name'),
      heading: textOf(definition, 'heading'),
      description: textOf(definition, 'description'),
      category: textOf(definition, 'category'),
    };
    const problems = await reviewListing({
      card,
      version: 'draft',
      sampleCompleted: testRunCompleted,
      results: resultsOf(definition),
    });
    return { testRunCompleted, problems };
  }

  /** Records the check's outcome and the sample run it relied on, unless the listing changed meanwhile (a newer put wins). */
  private async settle(
    row: ListingRow,
    status: ListingStatus,
    problems: ListingProblem[],
    sampleRunId: string | null,
  ): Promise<ListingRow> {
    const [settled] = await this.options.db
      .update(storeListings)
      .set({ status, problems, sampleRunId, updatedAt: new Date(this.options.now()) })
      .where(and(eq(storeListings.id, row.id), eq(storeListings.updatedAt, row.updatedAt)))
      .returning();
    if (settled) return settled;
    const [now] = await this.options.db.select().from(storeListings).where(eq(storeListings.id, row.id)).limit(1);
    if (!now) throw notFound('That listing');
    return now;
  }

  /** Takes the listing off sale: runs already started finish and pay out as they would have. */
  async withdraw(email: string, creatorTaskId: string): Promise<StoreListing> {
    const row = await this.listingOf(email, creatorTaskId);
    const [withdrawn] = await this.options.db
      .update(storeListings)
      .set({ status: 'withdrawn', updatedAt: new Date(this.options.now()) })
      .where(eq(storeListings.id, row.id))
      .returning();
    return this.ownerReply(withdrawn ?? row);
  }

  /**
   * A listing the caller may read: live, and public or published to an organization they are a
   * member of, or withdrawn and saved or bought by them (issue 41); else not found.
   */
  async forBuyer(listingId: string, email: string): Promise<ListingRow> {
    return (await readableListing(this.options.db, listingId, email)).row;
  }

  /** Whether the task's listing is on sale now (what publishing a new version of it asks first). */
  async onSale(creatorTaskId: string): Promise<boolean> {
    const [row] = await this.options.db
      .select({ status: storeListings.status })
      .from(storeListings)
      .where(eq(storeListings.creatorTaskId, creatorTaskId))
      .limit(1);
    return row?.status === 'live';
  }

  /** The definition of the version a listing sells (what its test cases ran on); undefined when gone. */
  async listedDefinition(row: ListingRow): Promise<unknown> {
    const [version] = await this.options.db
      .select({ definition: creatorTaskVersions.definition })
      .from(creatorTaskVersions)
      .where(and(eq(creatorTaskVersions.taskId, row.creatorTaskId), eq(creatorTaskVersions.version, row.version)))
      .limit(1);
    return version?.definition;
  }

  /** The test runs the owner may choose as the Sample of the version listed next (the latest published). */
  async sampleCandidates(email: string, creatorTaskId: string): Promise<StoreSampleCandidates> {
    const { db } = this.options;
    const task = await this.ownedTask(email, creatorTaskId);
    if (task.latestVersion === null) throw notFound('A published version of that task');
    const [version] = await db
      .select({ definition: creatorTaskVersions.definition })
      .from(creatorTaskVersions)
      .where(and(eq(creatorTaskVersions.taskId, creatorTaskId), eq(creatorTaskVersions.version, task.latestVersion)))
      .limit(1);
    if (!version) throw notFound('That task');
    const [listing] = await db
      .select({ sampleRunId: storeListings.sampleRunId })
      .from(storeListings)
      .where(eq(storeListings.creatorTaskId, creatorTaskId))
      .limit(1);
    const definition = version.definition as Record<string, unknown> & Pick<TaskDefinition, 'parameters'>;
    return sampleCandidates(db, { email, definition, chosen: listing?.sampleRunId ?? null });
  }

  /**
   * A live listing as a buyer sees it: the card, the price, the start form (the catalogue's
   * `Task`, its fee the price) and the labels of its steps. Never the flow, a step's service,
   * settings or prompt, the sample inputs, or anything of the definition beyond the form.
   */
  async view(listingId: string, email: string): Promise<StoreListingView> {
    const { row, brand } = await readableListing(this.options.db, listingId, email);
    const now = this.options.now();
    const [version] = await this.options.db
      .select({ definition: creatorTaskVersions.definition })
      .from(creatorTaskVersions)
      .where(and(eq(creatorTaskVersions.taskId, row.creatorTaskId), eq(creatorTaskVersions.version, row.version)))
      .limit(1);
    const parsed = version ? parseTaskDefinition({ ...version.definition, id: row.creatorTaskId }) : undefined;
    if (!parsed?.ok) throw notFound('That listing');
    const price = priceNow(row, now);
    const task: Task = { ...toTask(parsed.definition), powerFee: price };
    return {
      listingId: row.id,
      price,
      priceChange: pendingPriceChange(row, now),
      onSale: row.status === 'live',
      card: row.card,
      figures: await this.figures(row.id),
      brand,
      task,
      steps: stepsOf(parsed.definition.flow).map((step) => ({ label: step.output })),
      saved: await isSaved(this.options.db, email, row.id),
      testCases: (await this.options.testCases?.summary(row.creatorTaskId, version?.definition)) ?? null,
    };
  }
}
