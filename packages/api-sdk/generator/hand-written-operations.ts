/**
 * The operations whose client methods are written by hand in `src/special-operations.ts`, each
 * with what makes it special; every other operation's method is generated from the contract
 * (`src/generated/operation-calls.ts`). The generator refuses an operation with a body or a reply
 * other than JSON that is not listed here.
 */
export const handWrittenOperations: Readonly<Record<string, string>> = {
  createAsset: 'a multipart upload of a file',
  uploadKnowledgeDocument: 'a multipart upload of a file',
  uploadOrganizationLogo: 'a multipart upload of a file',
  getAsset: 'bytes, with a byte range',
  getAssetText: 'text',
  getTaskSampleAsset: 'bytes',
  getStoreListingSampleAsset: 'bytes',
  getOrganizationLogo: 'bytes',
  downloadRunResult: 'bytes',
  getPayoutStatement: 'bytes',
  getCreatorEarnings: 'JSON or CSV text, by format',
  executeTask: 'an execution reply (its `body` is a JSON document)',
  resumeRequest: 'an execution reply (its `body` is a JSON document)',
  getRequestResults: 'an execution reply (its `body` is a JSON document)',
  buyStoreRun: 'an execution reply (its `body` is a JSON document)',
  streamRequestEvents: 'a stream of server-sent events',
  receivePaymentEvent: "the payment provider's webhook, never called by a client",
};
