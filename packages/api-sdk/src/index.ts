export { type AssetUrlOptions, assetUrl } from './asset-url.ts';
export { type ApiClient, type ApiClientOptions, createApiClient, type RequestOptions } from './create-api-client.ts';
export { decodeRequestStatus, decodeRunAccepted } from './decode-execution-reply.ts';
export { AccessDeniedError, ApiError, type ErrorBody, MalformedReplyError, NetworkError } from './errors.ts';
export * from './generated/entities.ts';
export { type OperationId, operationTable } from './generated/operation-table.ts';
export type { OperationTypes } from './generated/operation-types.ts';
export type { components, operations, paths } from './generated/schema.ts';
export { type RequestEvent, readRequestEvents } from './request-events.ts';
