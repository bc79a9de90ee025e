import type { OperationHandlers, RequestGuards } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';
import { accountOperations } from './account-operations.ts';
import { aiOperations } from './ai-operations.ts';
import { assetLibraryOperations } from './asset-library-operations.ts';
import { assetOperations } from './asset-operations.ts';
import { automationOperations } from './automation-operations.ts';
import { catalogueOperations } from './catalogue-operations.ts';
import { contactOperations } from './contact-operations.ts';
import { creatorOperations, creatorRequestGuards } from './creator-operations.ts';
import { healthOperations } from './health-operations.ts';
import { keyOperations } from './key-operations.ts';
import { knowledgeOperations } from './knowledge-operations.ts';
import { organizationOperations } from './organization-operations.ts';
import { paymentOperations } from './payment-operations.ts';
import { payoutOperations } from './payout-operations.ts';
import { personaOperations } from './persona-operations.ts';
import { resultDocumentOperations } from './result-document-operations.ts';
import { runHistoryOperations } from './run-history-operations.ts';
import { runOperations } from './run-operations.ts';
import { sampleOperations } from './sample-operations.ts';
import { socialOperations } from './social-operations.ts';
import { storeOperations } from './store-operations.ts';
import { testCaseOperations } from './test-case-operations.ts';

/**
 * The handler of every operation this server serves, from one place: each group of operations is
 * a module of this folder (the rest answer 501, see http/not-implemented.ts). A new group (API keys,
 * run history) is a new module spread in here.
 */
export function operationHandlers(context: ServerContext): OperationHandlers {
  return {
    ...catalogueOperations(context),
    ...accountOperations(context),
    ...assetOperations(context),
    ...assetLibraryOperations(context),
    ...runOperations(context),
    ...runHistoryOperations(context),
    ...sampleOperations(context),
    ...paymentOperations(context),
    ...payoutOperations(context),
    ...socialOperations(context),
    ...contactOperations(context),
    ...keyOperations(context),
    ...aiOperations(context),
    ...creatorOperations(context),
    ...storeOperations(context),
    ...testCaseOperations(context),
    ...organizationOperations(context),
    ...knowledgeOperations(context),
    ...personaOperations(context),
    ...automationOperations(context),
    ...resultDocumentOperations(context),
    ...healthOperations(context),
  } satisfies OperationHandlers;
}

/** The request guards of the operations that have one: checks that run before validation (decision 116). */
export function requestGuards(): RequestGuards {
  return { ...creatorRequestGuards } satisfies RequestGuards;
}
