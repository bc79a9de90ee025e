import type { TestCaseSuite, TestCasesPut } from '@taskwell/api-sdk';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/**
 * Test cases of a creator's task (issue 41): kept as sent; "run" passes every case at once (the
 * mock runs nothing: its checks are not worked out), and a listing of the task shows them passing.
 */
export function testCaseHandlers(context: MockContext) {
  const notFound = () => errorReply(404, 'not_found', 'That task was not found.');
  const owned = (caller: string, id: string) => context.creatorTasks.get(id)?.owner === caller;
  const suiteOf = (id: string): TestCaseSuite => {
    const kept = context.testCases.get(id) ?? [];
    const results = kept.map(({ case: testCase, status, ranAt }) => ({
      caseId: testCase.caseId,
      name: testCase.name,
      status,
      ranAt,
      runId: null,
      checks:
        status === 'passed'
          ? testCase.checks.map((check) => ({
              check,
              passed: true,
              judged: check.kind === 'judged',
              step: null,
              text: '',
              message: 'Passed.',
            }))
          : [],
    }));
    return {
      cases: kept.map((entry) => entry.case),
      report: {
        version: null,
        passed: results.filter((each) => each.status === 'passed').length,
        total: results.length,
        results,
      },
      judgeAvailable: false,
    };
  };
  return {
    getCreatorTestCases: http.get(
      '/api/creator/tasks/{creatorTaskId}/test-cases',
      withFailures(context, 'getCreatorTestCases', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!owned(caller.profile.id, params.creatorTaskId)) return response.untyped(notFound());
        return response(200).json(suiteOf(params.creatorTaskId));
      }),
    ),
    putCreatorTestCases: http.put(
      '/api/creator/tasks/{creatorTaskId}/test-cases',
      withFailures(context, 'putCreatorTestCases', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!owned(caller.profile.id, params.creatorTaskId)) return response.untyped(notFound());
        const body = (await request.json().catch(() => null)) as TestCasesPut | null;
        if (!body || !Array.isArray(body.cases))
          return response.untyped(errorReply(400, 'invalid_request', 'Send the cases.'));
        const updatedAt = new Date(context.now()).toISOString();
        context.testCases.set(
          params.creatorTaskId,
          body.cases.map((input) => ({
            case: { ...input, answers: input.answers ?? {}, caseId: input.caseId ?? context.newUuid(), updatedAt },
            status: 'not_run' as const,
            ranAt: null,
          })),
        );
        return response(200).json(suiteOf(params.creatorTaskId));
      }),
    ),
    runCreatorTestCases: http.post(
      '/api/creator/tasks/{creatorTaskId}/test-cases/runs',
      withFailures(context, 'runCreatorTestCases', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!owned(caller.profile.id, params.creatorTaskId)) return response.untyped(notFound());
        const kept = context.testCases.get(params.creatorTaskId) ?? [];
        if (kept.length === 0) return response.untyped(errorReply(422, 'no_test_cases', 'Add a test case first.'));
        const ranAt = new Date(context.now()).toISOString();
        for (const entry of kept) Object.assign(entry, { status: 'passed', ranAt });
        return response(200).json(suiteOf(params.creatorTaskId));
      }),
    ),
    getStoreListingTestCases: http.get(
      '/api/store/listings/{listingId}/test-cases',
      withFailures(context, 'getStoreListingTestCases', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const listing = context.storeListings.get(params.listingId)?.listing;
        const kept = listing ? (context.testCases.get(listing.creatorTaskId) ?? []) : [];
        const cases = kept.map(({ case: testCase, status }) => ({
          name: testCase.name,
          passed: status === 'passed',
          checks: testCase.checks,
        }));
        const at =
          kept
            .flatMap((entry) => (entry.ranAt ? [entry.ranAt] : []))
            .sort()
            .at(-1) ?? null;
        return response(200).json({
          passed: cases.filter((each) => each.passed).length,
          total: cases.length,
          at,
          cases,
        });
      }),
    ),
  };
}
