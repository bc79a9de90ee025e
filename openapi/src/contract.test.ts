import { describe, expect, it } from 'vitest';
import { listOperations, loadContractDocument } from './load-contract.ts';

// spec §7, row by row (the table's 25 calls), plus the validate call the spec names in its prose.
// The {src} of an asset reference points at getAssetText.
const specCalls = [
  ['post', '/api/otp/request'],
  ['post', '/api/otp/verify'],
  ['get', '/api/otp/profile'],
  ['post', '/api/otp/profile'],
  ['post', '/api/payment/create-checkout-session/{id}'],
  ['post', '/api/payment/create-subscription-checkout/{id}'],
  ['post', '/api/payment/modify-payment-method'],
  ['post', '/api/payment/upgrade-subscription/{id}'],
  ['post', '/api/payment/downgrade-subscription/{id}'],
  ['post', '/api/payment/revert-pending-subscription-changes'],
  ['post', '/api/payment/cancel-subscription'],
  ['get', '/api/payment/session-status'],
  ['get', '/api/payment/subscription-status'],
  ['get', '/api/payment/preview-upgrade-subscription/{id}'],
  ['get', '/api/payment/products/credits'],
  ['get', '/api/payment/payment-info'],
  ['post', '/api/asset/create'],
  ['get', '/api/tasks/all'],
  ['post', '/api/linkedin/linkedin-auth'],
  ['post', '/api/asset/feedback/{assetId}'],
  ['post', '/api/execute/task'],
  ['post', '/api/request/resume/{requestId}'],
  ['get', '/api/request/results/{requestId}'],
  ['get', '/api/asset/get/{assetId}'],
  ['get', '/api/asset/text/{assetId}'],
  ['get', '/api/otp/validate/{token}'],
] as const;

const requiredExtensions = [
  ['get', '/api/plans'],
  ['post', '/api/otp/logout'],
  ['get', '/api/health'],
] as const;

const operations = listOperations();
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the contract', () => {
  it('should hold every call of spec §7 plus validate, with its exact method and path, unmarked', () => {
    const byKey = new Map(operations.map((operation) => [key(operation.method, operation.path), operation]));
    expect(specCalls).toHaveLength(26);
    for (const [method, path] of specCalls) {
      const operation = byKey.get(key(method, path));
      expect(operation, key(method, path)).toBeDefined();
      expect(operation?.extension, `${key(method, path)} is a spec call`).toBe(false);
    }
  });

  it('should mark every operation beyond spec §7 as an extension, and hold the required ones', () => {
    const spec = new Set(specCalls.map(([method, path]) => key(method, path)));
    const extra = operations.filter((operation) => !spec.has(key(operation.method, operation.path)));
    for (const operation of extra) {
      expect(operation.extension, `${key(operation.method, operation.path)} is an extension`).toBe(true);
    }
    const extraKeys = extra.map((operation) => key(operation.method, operation.path));
    for (const [method, path] of requiredExtensions) expect(extraKeys).toContain(key(method, path));
  });

  it('should give every operation a unique operationId', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
  });

  it('should declare a shared-body error reply for server failures on every operation', () => {
    for (const operation of operations) {
      const responses = operation.definition.responses as Record<string, { $ref?: string }>;
      expect(responses['5XX']?.$ref, operation.operationId).toBe('#/components/responses/ServerError');
    }
  });

  // Issue 42: an operation that cannot be served because a dependency is down answers 503 with
  // Retry-After, the same on every operation; a new operation without it fails here.
  it('should declare the shared 503 with a required Retry-After on every operation', () => {
    const document = loadContractDocument();
    for (const operation of operations) {
      const responses = operation.definition.responses as Record<string, { $ref?: string }>;
      expect(responses['503']?.$ref, operation.operationId).toBe('#/components/responses/ServiceUnavailable');
    }
    const shared = (document.components as { responses: Record<string, { headers?: Record<string, unknown> }> })
      .responses.ServiceUnavailable;
    expect(shared?.headers?.['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
  });

  it('should declare 401 on every operation that accepts a session token', () => {
    const document = loadContractDocument();
    for (const operation of operations) {
      const security = (operation.definition.security ?? document.security) as Record<string, unknown>[];
      const acceptsBearer = security.some((requirement) => 'bearer' in requirement);
      if (!acceptsBearer) continue;
      const responses = operation.definition.responses as Record<string, unknown>;
      expect(responses['401'], operation.operationId).toBeDefined();
    }
  });

  it('should use the one Error schema for every error response', () => {
    const document = loadContractDocument();
    const responses = (document.components as { responses: Record<string, { content?: object }> }).responses;
    for (const [name, response] of Object.entries(responses)) {
      expect(response.content, name).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/Error' } },
      });
    }
  });
});
