import { type OperationId, operationTable } from '@taskwell/api-sdk';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { aiHandlers } from './handlers/ai.ts';
import { assetLibraryHandlers } from './handlers/asset-library.ts';
import { assetHandlers } from './handlers/assets.ts';
import { authHandlers } from './handlers/auth.ts';
import { automationHandlers } from './handlers/automations.ts';
import { contactHandlers } from './handlers/contact.ts';
import { creatorHandlers } from './handlers/creator.ts';
import { executionHandlers } from './handlers/execution.ts';
import { keyHandlers } from './handlers/keys.ts';
import { knowledgeHandlers } from './handlers/knowledge.ts';
import { organizationHandlers } from './handlers/organizations.ts';
import { paymentHandlers } from './handlers/payment.ts';
import { payoutHandlers } from './handlers/payouts.ts';
import { personaHandlers } from './handlers/personas.ts';
import { profileHandlers } from './handlers/profile.ts';
import { resultDocumentHandlers } from './handlers/result-documents.ts';
import { runHistoryHandlers } from './handlers/run-history.ts';
import { socialHandlers } from './handlers/social.ts';
import { storeHandlers } from './handlers/store.ts';
import { storeBuyerHandlers } from './handlers/store-buyer.ts';
import { systemHandlers } from './handlers/system.ts';
import { taskHandlers } from './handlers/tasks.ts';
import { testCaseHandlers } from './handlers/test-cases.ts';
import { type MockApiOptions, MockContext, type MockFailure, mockFailures } from './mock-context.ts';

/** A mock of the whole API: one handler per operation of the contract, over one state. */
export interface MockApi {
  /** The state: accounts, sessions, assets, runs, checkouts. */
  context: MockContext;
  /** The handler of every operation, by operationId. */
  handlersByOperation: Record<OperationId, HttpHandler>;
  /** Every operation's handler, for `setupServer`, `setupWorker` or the mock HTTP server. */
  handlers: HttpHandler[];
  /** `POST /__mocks/fail` and `POST /__mocks/reset`, for browsers and the standalone server. */
  controlHandlers: HttpHandler[];
  /** Makes the next `times` calls of an operation fail the chosen way. */
  failNext: (operationId: OperationId, failure: MockFailure, times?: number) => void;
  /** Back to the seeded state. */
  reset: () => void;
}

/** Creates a mock API with its own state; tests make one each, so nothing leaks between them. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const context = new MockContext(options);
  const handlersByOperation = {
    ...authHandlers(context),
    ...profileHandlers(context),
    ...paymentHandlers(context),
    ...payoutHandlers(context),
    ...taskHandlers(context),
    ...executionHandlers(context),
    ...runHistoryHandlers(context),
    ...assetHandlers(context),
    ...assetLibraryHandlers(context),
    ...socialHandlers(context),
    ...keyHandlers(context),
    ...aiHandlers(context),
    ...creatorHandlers(context),
    ...storeHandlers(context),
    ...storeBuyerHandlers(context),
    ...testCaseHandlers(context),
    ...organizationHandlers(context),
    ...knowledgeHandlers(context),
    ...personaHandlers(context),
    ...automationHandlers(context),
    ...resultDocumentHandlers(context),
    ...contactHandlers(context),
    ...systemHandlers(context),
  } satisfies Record<OperationId, HttpHandler>;

  const controlHandlers = [
    http.post('*/__mocks/fail', async ({ request }) => {
      const body = (await request.json().catch(() => null)) as {
        operationId?: string;
        failure?: string;
        times?: number;
      } | null;
      const operationId = body?.operationId as OperationId | undefined;
      const failure = body?.failure as MockFailure | undefined;
      if (!operationId || !(operationId in operationTable) || !failure || !mockFailures.includes(failure)) {
        return HttpResponse.json(
          { error: `Send {operationId, failure, times?}; failures: ${mockFailures.join(', ')}.` },
          { status: 400 },
        );
      }
      try {
        context.failNext(operationId, failure, body?.times ?? 1);
      } catch (error) {
        return HttpResponse.json({ error: (error as Error).message }, { status: 400 });
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/__mocks/reset', () => {
      context.reset();
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    context,
    handlersByOperation,
    handlers: Object.values(handlersByOperation),
    controlHandlers,
    failNext: (operationId, failure, times) => context.failNext(operationId, failure, times),
    reset: () => context.reset(),
  };
}
