import { requireCaller, requireSession } from '../auth/authenticate.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';
import { idempotencyKeyOf, startGuardOf } from './start-guards.ts';

const taskIdOf = (request: { params: { creatorTaskId: string } }) => request.params.creatorTaskId;
const listingIdOf = (request: { params: { listingId: string } }) => request.params.listingId;

/**
 * Test cases that gate publishing (issue 41, decision 136): a creator keeps cases with a task,
 * runs them on the draft (each a test run, charged as one) and reads the report; a buyer reads the
 * names and checks of a listing's cases. The draft is read through the Creator Studio, for its
 * owner only (404 to anyone else).
 */
export function testCaseOperations(context: ServerContext) {
  const { creator, testCases, store } = context;
  return {
    async getCreatorTestCases(request) {
      const email = requireSession(request).email;
      const id = taskIdOf(request);
      const draft = await creator.draft(email, id);
      return testCases.list(email, id, draft.problems.length === 0 ? draft.definition : undefined);
    },

    async putCreatorTestCases(request) {
      const email = requireSession(request).email;
      const id = taskIdOf(request);
      const draft = await creator.draft(email, id);
      return testCases.put(email, id, request.body, draft.problems.length === 0 ? draft.definition : undefined);
    },

    async runCreatorTestCases(request) {
      const caller = requireCaller(request);
      const email = requireSession(request).email;
      const id = taskIdOf(request);
      const draft = await creator.draft(email, id);
      if (!draft.definition || draft.problems.length > 0) {
        throw new DomainError(
          'invalid_parameters',
          'invalid_definition',
          'Fix the problems of the task before running its test cases.',
          {
            details: draft.problems.map((problem) => ({ path: problem.path, message: problem.message })),
          },
        );
      }
      const body = request.body;
      // One key per case from the request's key: a request sent again starts and charges each case once.
      const key = idempotencyKeyOf(request, caller, { operation: 'runCreatorTestCases', target: id, body });
      const guard = (caseId: string) => startGuardOf(caller, key && { ...key, key: `${key.key}:${caseId}` });
      return testCases.run(email, id, draft.definition, { caseIds: body.caseIds, guard });
    },

    async getStoreListingTestCases(request) {
      const listing = await store.forBuyer(listingIdOf(request), requireCaller(request).email);
      return testCases.buyerView(listing.creatorTaskId, await store.listedDefinition(listing));
    },
  } satisfies Partial<OperationHandlers>;
}
