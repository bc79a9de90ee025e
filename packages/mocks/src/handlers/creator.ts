import type {
  CreatorDefinition,
  CreatorDraft,
  CreatorDraftCreate,
  CreatorTaskListing,
  ErrorBody,
  TaskExport,
} from '@taskwell/api-sdk';
import { canCreateTasks, taskCreationPlanMessage } from '@taskwell/domain';
import { errorReply, type MockAccount, type MockContext } from '../mock-context.ts';
import {
  costFloorOf,
  iconProblems,
  type Problems,
  problemsOf,
  publicTaskOf,
  schemaVersion,
  starter,
  versionOf,
  withoutSecrets,
} from './creator-definitions.ts';
import { http, withFailures } from './mock-http.ts';

/** One task a user builds: its draft and its frozen versions. */
export interface MockCreatorTask {
  owner: string;
  draft: CreatorDefinition;
  savedAt: string;
  versions: { version: number; definition: CreatorDefinition; publishedAt: string }[];
  /** The draft a test run was last started of (the mock's runs complete): the store's check asks for one. */
  testedDraft?: string;
}

/** The Creator Studio's operations: drafts kept per account, versions, export and import, test runs. */
export function creatorHandlers(context: MockContext) {
  const notFound = () => errorReply(404, 'not_found', 'That task was not found.');
  const invalid = (problems: Problems, message = 'The task definition has problems.') =>
    Response.json({ status: 422, code: 'invalid_task_definition', message, details: problems } satisfies ErrorBody, {
      status: 422,
    });
  /** The caller when their plan builds tasks; else the reply to give. */
  const creator = (request: Request): MockAccount | Response => {
    const caller = context.caller(request);
    if (caller instanceof Response) return caller;
    if (!canCreateTasks(caller.profile.plan)) return errorReply(403, 'plan_required', taskCreationPlanMessage);
    return caller;
  };
  const owned = (caller: MockAccount, id: string) => {
    const task = context.creatorTasks.get(id);
    return task && task.owner === caller.profile.id ? task : undefined;
  };
  /** The task's listing in brief, read from the store's listings so it stays in step with them. */
  const listingOf = (id: string): CreatorTaskListing | null => {
    const entry = [...context.storeListings.values()].find(({ listing }) => listing.creatorTaskId === id);
    if (!entry) return null;
    const { listingId, status, price } = entry.listing;
    return { listingId, status, price };
  };
  const draftOf = (id: string, task: MockCreatorTask): CreatorDraft => ({
    creatorTaskId: id,
    definition: task.draft,
    savedAt: task.savedAt,
    problems: problemsOf(task.draft),
    costFloor: costFloorOf(task.draft),
    ...(task.versions.length > 0 ? { latestVersion: task.versions.length } : {}),
  });
  const save = (task: MockCreatorTask, id: string, definition: CreatorDefinition) => {
    task.draft = { ...definition, id };
    task.savedAt = new Date(context.now()).toISOString();
  };
  const readExport = async (request: Request): Promise<TaskExport | Response> => {
    const body = (await request.json().catch(() => null)) as TaskExport | null;
    if (typeof body?.definition !== 'object' || body.definition === null || !Number.isInteger(body.schemaVersion)) {
      return errorReply(400, 'invalid_request', 'An export holds a schemaVersion and a definition.');
    }
    if (body.schemaVersion > schemaVersion) {
      return Response.json(
        {
          status: 422,
          code: 'newer_schema_version',
          message: `This file was exported by a newer Taskwell (format ${body.schemaVersion}); this one reads format ${schemaVersion}.`,
        } satisfies ErrorBody,
        { status: 422 },
      );
    }
    return body;
  };
  const create = (caller: MockAccount, definition: CreatorDefinition | undefined, name: string) => {
    const id = context.newUuid();
    const task: MockCreatorTask = { owner: caller.profile.id, draft: starter(id, name), savedAt: '', versions: [] };
    save(task, id, definition ?? task.draft);
    context.creatorTasks.set(id, task);
    return draftOf(id, task);
  };

  return {
    listMyTasks: http.get(
      '/api/tasks/mine',
      withFailures(context, 'listMyTasks', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const tasks = [...context.creatorTasks.entries()]
          .filter(([, task]) => task.owner === caller.profile.id && task.versions.length > 0)
          .map(([id, task]) => {
            const latest = task.versions.at(-1) as MockCreatorTask['versions'][number];
            return { id, publishedAt: latest.publishedAt, definition: latest.definition };
          })
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
          .map(({ id, definition }) => publicTaskOf(id, definition));
        return response(200).json(tasks);
      }),
    ),

    listCreatorTasks: http.get(
      '/api/creator/tasks',
      withFailures(context, 'listCreatorTasks', ({ request, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const tasks = [...context.creatorTasks.entries()]
          .filter(([, task]) => task.owner === caller.profile.id)
          .map(([id, task]) => {
            const latest = task.versions.at(-1);
            return {
              creatorTaskId: id,
              name: String(task.draft.name ?? ''),
              savedAt: task.savedAt,
              ...(latest ? { latestVersion: latest.version, publishedAt: latest.publishedAt } : {}),
              listing: listingOf(id),
            };
          })
          .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
        return response(200).json({ tasks });
      }),
    ),
    createCreatorDraft: http.post(
      '/api/creator/tasks',
      withFailures(context, 'createCreatorDraft', async ({ request, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const body = (await request.json().catch(() => null)) as CreatorDraftCreate | null;
        if (body === null || typeof body !== 'object') {
          return response.untyped(errorReply(400, 'invalid_request', 'Send a name or a definition.'));
        }
        const refused = body.definition ? iconProblems(body.definition) : [];
        if (refused.length > 0) return response.untyped(invalid(refused, "The task's icon is not one of Taskwell's."));
        return response(201).json(create(caller, body.definition, body.name?.trim() || 'Untitled task'));
      }),
    ),
    checkCreatorDefinition: http.post(
      '/api/creator/check',
      withFailures(context, 'checkCreatorDefinition', async ({ request, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const body = (await request.json().catch(() => null)) as { definition?: CreatorDefinition } | null;
        if (typeof body?.definition !== 'object' || body.definition === null) {
          return response.untyped(errorReply(400, 'invalid_request', 'Send the definition to check.'));
        }
        return response(200).json({
          problems: [...problemsOf(body.definition), ...iconProblems(body.definition)],
          costFloor: costFloorOf(body.definition),
        });
      }),
    ),
    importCreatorTask: http.post(
      '/api/creator/import',
      withFailures(context, 'importCreatorTask', async ({ request, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const file = await readExport(request);
        if (file instanceof Response) return response.untyped(file);
        const refused = iconProblems(file.definition);
        if (refused.length > 0) return response.untyped(invalid(refused, "The task's icon is not one of Taskwell's."));
        return response(201).json(create(caller, file.definition, ''));
      }),
    ),
    getCreatorDraft: http.get(
      '/api/creator/tasks/{creatorTaskId}',
      withFailures(context, 'getCreatorDraft', ({ request, params, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = owned(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound());
        return response(200).json(draftOf(params.creatorTaskId, task));
      }),
    ),
    saveCreatorDraft: http.put(
      '/api/creator/tasks/{creatorTaskId}/draft',
      withFailures(context, 'saveCreatorDraft', async ({ request, params, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = owned(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound());
        const body = (await request.json().catch(() => null)) as { definition?: CreatorDefinition } | null;
        if (typeof body?.definition !== 'object' || body.definition === null) {
          return response.untyped(invalid([{ path: '', message: 'A task is a JSON object.' }]));
        }
        const refused = iconProblems(body.definition);
        if (refused.length > 0) return response.untyped(invalid(refused, "The task's icon is not one of Taskwell's."));
        save(task, params.creatorTaskId, body.definition);
        return response(200).json({
          creatorTaskId: params.creatorTaskId,
          savedAt: task.savedAt,
          problems: problemsOf(task.draft),
          costFloor: costFloorOf(task.draft),
        });
      }),
    ),
    importIntoCreatorDraft: http.post(
      '/api/creator/tasks/{creatorTaskId}/import',
      withFailures(context, 'importIntoCreatorDraft', async ({ request, params, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = owned(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound());
        const file = await readExport(request);
        if (file instanceof Response) return response.untyped(file);
        const refused = iconProblems(file.definition);
        if (refused.length > 0) return response.untyped(invalid(refused, "The task's icon is not one of Taskwell's."));
        // The task keeps the name its user gave it, as the server does.
        const name = typeof task.draft.name === 'string' ? task.draft.name.trim() : '';
        save(task, params.creatorTaskId, name ? { ...file.definition, name: task.draft.name } : file.definition);
        return response(200).json(draftOf(params.creatorTaskId, task));
      }),
    ),
    publishCreatorTask: http.post(
      '/api/creator/tasks/{creatorTaskId}/publish',
      withFailures(context, 'publishCreatorTask', ({ request, params, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = owned(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound());
        const problems = problemsOf(task.draft);
        if (problems.length > 0) return response.untyped(invalid(problems));
        const version = {
          version: task.versions.length + 1,
          definition: structuredClone(task.draft),
          publishedAt: new Date(context.now()).toISOString(),
        };
        task.versions.push(version);
        return response(200).json(versionOf(params.creatorTaskId, version));
      }),
    ),
    listCreatorTaskVersions: http.get(
      '/api/creator/tasks/{creatorTaskId}/versions',
      withFailures(context, 'listCreatorTaskVersions', ({ request, params, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = owned(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound());
        const versions = task.versions.map((version) => versionOf(params.creatorTaskId, version)).reverse();
        return response(200).json({ versions });
      }),
    ),
    restoreCreatorTaskVersion: http.post(
      '/api/creator/tasks/{creatorTaskId}/versions/{version}/restore',
      withFailures(context, 'restoreCreatorTaskVersion', ({ request, params, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = owned(caller, params.creatorTaskId);
        const version = task?.versions.find((entry) => String(entry.version) === String(params.version));
        if (!task || !version) return response.untyped(notFound());
        save(task, params.creatorTaskId, structuredClone(version.definition));
        return response(200).json(draftOf(params.creatorTaskId, task));
      }),
    ),
    exportCreatorTask: http.get(
      '/api/creator/tasks/{creatorTaskId}/export',
      withFailures(context, 'exportCreatorTask', ({ request, params, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = owned(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound());
        const { flow, ...rest } = task.draft;
        return response(200).json({
          schemaVersion,
          definition: { ...rest, flow: withoutSecrets(flow) as CreatorDefinition['flow'] },
        });
      }),
    ),
    testRunCreatorDraft: http.post(
      '/api/creator/tasks/{creatorTaskId}/test-run',
      withFailures(context, 'testRunCreatorDraft', ({ request, params, response }) => {
        const caller = creator(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = owned(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound());
        const problems = problemsOf(task.draft);
        if (problems.length > 0) return response.untyped(invalid(problems));
        const fee = Number(task.draft.powerFee ?? 0);
        if (caller.profile.accountBalance < fee) {
          return response.untyped(errorReply(402, 'insufficient_credits', 'Your balance does not cover the fee.'));
        }
        caller.profile.accountBalance -= fee;
        task.testedDraft = JSON.stringify(task.draft);
        return response(200).json({ status: 'IN_PROGRESS', requestId: context.newUuid() });
      }),
    ),
  };
}
