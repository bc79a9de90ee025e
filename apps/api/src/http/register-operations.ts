import type { OperationId } from '@taskwell/api-sdk';
import type { ContractOperation } from '@taskwell/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateCaller } from '../auth/authenticate.ts';
import { unauthenticated } from '../errors/domain-error.ts';
import { errorBody } from './contract-replies.ts';
import type { ContractSchemas } from './contract-schemas.ts';
import { notImplementedOperations } from './not-implemented.ts';
import type { OperationHandlers, RequestGuard, RequestGuards } from './operation-handler.ts';

/**
 * Operations whose JSON body is handed over as the bytes received, never parsed and serialised
 * again: the payment provider's signature is over those exact bytes. Only their routes get the
 * buffer parser (an encapsulated scope each), and their body is checked by the handler.
 */
export const rawBodyOperations: readonly OperationId[] = ['receivePaymentEvent', 'receiveAutomationWebhook'];

/** The largest raw body taken: a provider's event with its object; an automation's inbound webhook 64 KiB. */
const rawBodyLimits: Partial<Record<OperationId, number>> = { receiveAutomationWebhook: 64 * 1024 };
const rawBodyLimit = 1024 * 1024;

/**
 * Makes every operation of the contract a route: its request schemas compiled from the contract,
 * its credentials checked before its handler, or a 501 for the operations listed as not built
 * yet. An operation's request guard, if it has one, runs before its validation. Refuses to start
 * when an operation has neither a handler nor a place on that list.
 */
export function registerOperations(
  app: FastifyInstance,
  schemas: ContractSchemas,
  handlers: OperationHandlers,
  guards: RequestGuards = {},
): void {
  const missing = schemas.operations
    .map((operation) => operation.operationId as OperationId)
    .filter((id) => !handlers[id] && !notImplementedOperations.includes(id));
  if (missing.length > 0) throw new Error(`No handler for ${missing.join(', ')}`);
  for (const operation of schemas.operations) {
    const operationId = operation.operationId as OperationId;
    const handler = handlers[operationId];
    if (!handler || notImplementedOperations.includes(operationId)) {
      registerNotImplemented(app, schemas, operation);
      continue;
    }
    if (rawBodyOperations.includes(operationId)) {
      app.register(async (scope) => {
        scope.removeContentTypeParser('application/json');
        scope.addContentTypeParser(
          'application/json',
          { parseAs: 'buffer', bodyLimit: rawBodyLimits[operationId] ?? rawBodyLimit },
          (_request, body, done) => done(null, body),
        );
        registerOperation(scope, schemas, operation, handler, { rawBody: true, guard: guards[operationId] });
      });
      continue;
    }
    registerOperation(app, schemas, operation, handler, { guard: guards[operationId] });
  }
  registerPreflights(app, schemas);
}

/**
 * An `OPTIONS` route at each address of the contract, so that the router matches a preflight as it
 * matches the call it announces (percent-encoding decoded the same way) and CORS is decided from
 * that operation (`operationOfRequest`). `@fastify/cors` answers an allowed preflight in its
 * request hook; one that reaches this handler allowed no origin, and gets the 404 of an address
 * outside the contract.
 */
function registerPreflights(app: FastifyInstance, schemas: ContractSchemas): void {
  const byPath = new Map<string, Record<string, OperationId>>();
  for (const operation of schemas.operations) {
    const path = schemas.routePath(operation);
    byPath.set(path, { ...byPath.get(path), [operation.method.toUpperCase()]: operation.operationId as OperationId });
  }
  for (const [url, preflightOf] of byPath) {
    app.route({
      method: 'OPTIONS',
      url,
      config: { preflightOf },
      handler: (_request, reply) => reply.callNotFound(),
    });
  }
}

function registerOperation(
  app: FastifyInstance,
  schemas: ContractSchemas,
  operation: ContractOperation,
  handler: (request: never, reply: FastifyReply) => Promise<unknown>,
  options: { rawBody?: boolean; guard?: RequestGuard | undefined } = {},
): void {
  const { guard } = options;
  const security = schemas.securityOf(operation);
  const { body, ...withoutBody } = schemas.requestSchemas(operation);
  app.route({
    method: operation.method.toUpperCase() as 'GET' | 'POST',
    url: schemas.routePath(operation),
    schema: options.rawBody ? withoutBody : { ...withoutBody, ...(body ? { body } : {}) },
    config: { operationId: operation.operationId as OperationId },
    ...(guard ? { preValidation: async (request: FastifyRequest) => guard(request) } : {}),
    // Asset reads also take `?token=`: their handlers decide.
    ...((security.bearer || security.apiKey || security.publicKey) && !security.assetToken
      ? {
          preHandler: async (request: FastifyRequest) => {
            const caller = await authenticateCaller(app.taskwell, request, security);
            if (!caller && !security.optional) throw unauthenticated();
          },
        }
      : {}),
    // The contract validated the request before this: it is of the operation's types.
    handler: (request: FastifyRequest, reply: FastifyReply) => handler(request as never, reply),
  });
}

function registerNotImplemented(app: FastifyInstance, schemas: ContractSchemas, operation: ContractOperation): void {
  app.route({
    method: operation.method.toUpperCase() as 'GET' | 'POST',
    url: schemas.routePath(operation),
    config: { operationId: operation.operationId as OperationId },
    // The body is not read: nothing is done with it.
    handler: async (request, reply) =>
      reply
        .status(501)
        .send(errorBody(request, 501, 'not_implemented', 'This operation is not available on this server yet.')),
  });
}
