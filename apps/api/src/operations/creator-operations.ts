import type { ExecuteTaskRequest } from '@taskwell/api-sdk';
import { requireCaller, requireSession } from '../auth/authenticate.ts';
import { invalidDefinition } from '../creator/creator-studio.ts';
import { exportOf } from '../creator/definition-files.ts';
import { readDefinitionFirst } from '../creator/definition-guard.ts';
import { conflict } from '../errors/domain-error.ts';
import type { OperationHandlers, RequestGuard, RequestGuards } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';
import { idempotencyKeyOf, startGuardOf } from './start-guards.ts';

const taskIdOf = (request: { params: { creatorTaskId: string } }) => request.params.creatorTaskId;

const definitionFirst: RequestGuard = (request) => readDefinitionFirst(request.body);

/**
 * The operations that take a task definition read it before their validation, authentication and
 * any query (creator/definition-guard.ts): a file of a newer format, and a definition that is not
 * a task's shape, are answered 422 there.
 */
export const creatorRequestGuards = {
  createCreatorDraft: definitionFirst,
  checkCreatorDefinition: definitionFirst,
  importCreatorTask: definitionFirst,
  saveCreatorDraft: definitionFirst,
  importIntoCreatorDraft: definitionFirst,
} satisfies RequestGuards;

/** The Creator Studio's operations (issue 30): see creator/creator-studio.ts. */
export function creatorOperations(context: ServerContext) {
  const { creator, runtime, store, testCases } = context;
  return {
    async listMyTasks(request) {
      return creator.published(requireSession(request).email);
    },

    async listCreatorTasks(request) {
      return { tasks: await creator.list(requireSession(request).email) };
    },

    async createCreatorDraft(request, reply) {
      const body = request.body;
      const draft = await creator.create(requireSession(request).email, body);
      reply.status(201);
      return draft;
    },

    async checkCreatorDefinition(request) {
      await creator.requireCreator(requireSession(request).email);
      return creator.checked(request.body.definition);
    },

    async importCreatorTask(request, reply) {
      const email = requireSession(request).email;
      await creator.requireCreator(email);
      const draft = await creator.create(email, { definition: request.body.definition });
      reply.status(201);
      return draft;
    },

    async getCreatorDraft(request) {
      return creator.get(requireSession(request).email, taskIdOf(request));
    },

    async saveCreatorDraft(request) {
      const { definition } = request.body;
      const saved = await creator.save(requireSession(request).email, taskIdOf(request), definition);
      return {
        creatorTaskId: saved.row.id,
        savedAt: saved.row.savedAt.toISOString(),
        problems: saved.problems,
        costFloor: saved.costFloor,
      };
    },

    async importIntoCreatorDraft(request) {
      const email = requireSession(request).email;
      return creator.importInto(email, taskIdOf(request), request.body.definition);
    },

    /**
     * Publishes the draft; a task on sale in the AI Store publishes only a draft every test case
     * passed on (issue 41), or answers 409 naming the cases that did not.
     */
    async publishCreatorTask(request) {
      const email = requireSession(request).email;
      const id = taskIdOf(request);
      const draft = await creator.draft(email, id);
      if (draft.problems.length === 0 && (await store.onSale(id))) {
        const failing = await testCases.notPassing(id, draft.value);
        if (failing.length > 0) {
          throw conflict(
            'test_cases_failing',
            `This task is on sale: every test case must pass on the draft before it is published. ${failing.join('; ')}.`,
          );
        }
      }
      return creator.publish(email, id);
    },

    async listCreatorTaskVersions(request) {
      return { versions: await creator.versions(requireSession(request).email, taskIdOf(request)) };
    },

    async restoreCreatorTaskVersion(request) {
      const version = Number(request.params.version);
      return creator.restore(requireSession(request).email, taskIdOf(request), version);
    },

    async exportCreatorTask(request) {
      const draft = await creator.draft(requireSession(request).email, taskIdOf(request));
      if (!draft.definition) throw invalidDefinition(draft.problems, 'This draft is not a task definition.');
      return exportOf(draft.definition);
    },

    /** A test run of the draft through the one runtime, charged to the caller with the draft's fee. */
    async testRunCreatorDraft(request) {
      const caller = requireCaller(request);
      const email = requireSession(request).email;
      const id = taskIdOf(request);
      const draft = await creator.draft(email, id);
      if (!draft.definition || draft.problems.length > 0) {
        throw creator.refusal(draft.problems, 'Fix the problems of the task before a test run.');
      }
      const body = request.body;
      const parameters: ExecuteTaskRequest['parameters'] = body.parameters ?? {};
      if (body.parameters === undefined) {
        for (const parameter of draft.definition.parameters) {
          const sample = draft.definition.sample?.parameters[parameter.name];
          if (sample && 'value' in sample) {
            parameters[parameter.name] = { metadata: { 'Content-Type': parameter.valueType }, value: sample.value };
          }
        }
      }
      const guard = startGuardOf(
        caller,
        idempotencyKeyOf(request, caller, { operation: 'testRunCreatorDraft', target: id, body }),
      );
      return runtime.startTestRun({
        email,
        definition: draft.definition,
        parameters,
        guard,
        personaId: body.personaId,
      });
    },
  } satisfies Partial<OperationHandlers>;
}
