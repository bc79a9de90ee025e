export { createMockApi, type MockApi } from './create-mock-api.ts';
export { type MockAsset, sampleResult, seededAssets, taskSamples } from './fixtures/assets.ts';
export { categories } from './fixtures/categories.ts';
export {
  type MockKnowledgeCollection,
  type MockKnowledgeDocument,
  passagesOf,
  passagesOfPage,
  seededChecklistId,
  seededCollectionId,
  seededKnowledgeOwner,
  seededPolicyId,
} from './fixtures/knowledge.ts';
export { creditPackages, mockPriceId, planCatalogue, plans, priceOrder } from './fixtures/plans.ts';
export { type MockStep, runScripts, tasks } from './fixtures/tasks.ts';
export { MOCK_PIN, type SeededAccount, seededAccounts, WELCOME_CREDITS } from './fixtures/users.ts';
export {
  errorReply,
  type MockAccount,
  type MockApiOptions,
  MockContext,
  type MockFailure,
  type MockRun,
  mockFailures,
} from './mock-context.ts';
