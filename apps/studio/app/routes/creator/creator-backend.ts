import { type ApiClient, ApiError, type CreatorTaskVersion, type StoreListingCheck } from '@taskwell/api-sdk';
import { parseTaskDefinition, type TaskDefinition, type TaskTransport } from '@taskwell/task-engine';
import type { DraftFile } from './draft-file.ts';
import type { DraftStore } from './draft-store.ts';
import type { SellClient } from './sell-dialog.tsx';
import type { TestCaseClient } from './test-cases-panel.tsx';

/** What the editor does through the API for one of the user's tasks. */
export interface CreatorBackend {
  /** The task's id (`creatorTaskId`); the draft's `id` is it. */
  creatorTaskId: string;
  /** Where the draft is saved as the user works. */
  store: DraftStore;
  /** Freezes the saved draft as the next version. */
  publish(): Promise<CreatorTaskVersion>;
  /** The published versions, newest first. */
  listVersions(): Promise<CreatorTaskVersion[]>;
  /** A version made the draft again; gives that draft. */
  restore(version: number): Promise<TaskDefinition>;
  /** The saved draft as a file (the server leaves secrets out). */
  exportFile(): Promise<DraftFile>;
  /** A file over the draft; gives the draft it makes. */
  importFile(file: DraftFile): Promise<TaskDefinition>;
  /** Starts a test run of the saved draft, charged to the user (the run view's start). */
  testRun: TaskTransport['execute'];
  /** The task's store listing (Sell in the AI Store); none in a backend without one. */
  sell?: SellClient | undefined;
  /** The lowest fee the server allows a definition: what its AI steps cost (issue 40); none in a backend without one. */
  floorOf?: ((definition: TaskDefinition) => Promise<number | undefined>) | undefined;
  /** The store's check of the saved draft, for the publish step; without it Publish publishes at once. */
  checkListing?: (() => Promise<StoreListingCheck>) | undefined;
  /** The task's test cases (issue 41); none in a backend without them. */
  testCases?: TestCaseClient | undefined;
}

/** A definition the server sent, read as the engine reads any (a broken one is a failure, not a crash later). */
function definitionOf(value: unknown): TaskDefinition {
  const parsed = parseTaskDefinition(value);
  if (!parsed.ok) throw new Error(`The server sent a task that cannot be read: ${parsed.problems[0]?.message ?? ''}`);
  return parsed.definition;
}

/** The sentence of a refusal: the server's message, and its problems' messages when it listed them. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.body?.details ?? [];
    const listed = details.map((detail) => detail.message).join(' ');
    return listed ? `${error.message} ${listed}` : error.message;
  }
  return 'Taskwell could not be reached. Please try again.';
}

/** The backend of one task over the API client (browser code: through the studio's `/api/*` proxy). */
export function createCreatorBackend({
  client,
  creatorTaskId,
  initial,
}: {
  client: ApiClient;
  creatorTaskId: string;
  initial: TaskDefinition;
}): CreatorBackend {
  return {
    creatorTaskId,
    store: {
      // The route's loader read the draft already.
      load: async () => initial,
      save: async (definition) => {
        const saved = await client.saveCreatorDraft(creatorTaskId, { definition });
        return { costFloor: saved.costFloor };
      },
    },
    publish: () => client.publishCreatorTask(creatorTaskId),
    listVersions: async () => (await client.listCreatorTaskVersions(creatorTaskId)).versions,
    restore: async (version) =>
      definitionOf((await client.restoreCreatorTaskVersion(creatorTaskId, version)).definition),
    exportFile: async () => {
      const file = await client.exportCreatorTask(creatorTaskId);
      return { schemaVersion: file.schemaVersion, definition: definitionOf(file.definition) };
    },
    importFile: async (file) =>
      definitionOf(
        (
          await client.importIntoCreatorDraft(creatorTaskId, {
            schemaVersion: file.schemaVersion,
            definition: file.definition,
          })
        ).definition,
      ),
    sell: client,
    floorOf: async (definition) => (await client.checkCreatorDefinition({ definition })).costFloor,
    checkListing: () => client.checkStoreListing(creatorTaskId),
    testCases: client,
    testRun: (body, signal, idempotencyKey) =>
      client.testRunCreatorDraft(
        creatorTaskId,
        { parameters: body.parameters, ...(body.personaId ? { personaId: body.personaId } : {}) },
        { signal, idempotencyKey },
      ),
  };
}
