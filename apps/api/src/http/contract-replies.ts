import type { ErrorBody } from '@taskwell/api-sdk';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractSchemas } from './contract-schemas.ts';
import { errorReplyOf } from './error-reply.ts';

/** The contract's one error body. */
export function errorBody(
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  details?: ErrorBody['details'],
  extra: Pick<ErrorBody, 'currentPrice'> = {},
): ErrorBody {
  return { status, code, message, requestId: String(request.id), ...(details ? { details } : {}), ...extra };
}

/**
 * Answers an error with the contract's error body and a status the operation declares: a client
 * error it does not declare becomes one it does, a server error it does not declare a 500.
 */
export function sendError(
  schemas: ContractSchemas,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const classified = errorReplyOf(error);
  // A body to an address with no operation is refused while it is read (over the limit, or of a
  // type no parser takes), before the not-found handler runs: the address is what is wrong.
  if (request.is404 && (classified.status === 413 || classified.status === 415)) return sendNotFound(request, reply);
  if (classified.unexpected) request.log.error({ err: error }, 'request failed');
  let status = classified.status;
  const operationId = request.routeOptions.config?.operationId;
  if (operationId) {
    const operation = schemas.operation(operationId);
    if (status < 500) status = schemas.clientErrorStatus(operation, status);
    else if (!schemas.declares(operation, status)) status = 500;
  }
  if (status === 413 || status === 415 || (operationId === 'createAsset' && status >= 400)) {
    // The rest of an upload is not read: the connection closes after the reply.
    reply.header('connection', 'close');
  }
  reply.headers(classified.headers);
  const extra = classified.currentPrice !== undefined ? { currentPrice: classified.currentPrice } : {};
  return reply
    .status(status)
    .send(errorBody(request, status, classified.code, classified.message, classified.details, extra));
}

/**
 * Fastify's answer to a request it cannot route (a malformed percent-encoding in the path): the
 * contract's error body too, never the framework's own. Passed as Fastify's `frameworkErrors`.
 */
export function frameworkErrorReplies(
  schemas: ContractSchemas,
  /** Sets what every reply carries (the request hooks do not run for these requests). */
  prepare: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    prepare(request, reply);
    sendError(schemas, error, request, reply);
  };
}

/**
 * Keeps every reply to the contract: JSON replies are checked against the operation's declared
 * schema before they are sent (one that does not match is never sent), errors get the error body
 * with a declared status, and addresses outside the contract a 404 with the error body.
 */
export function keepRepliesToContract(app: FastifyInstance, schemas: ContractSchemas): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) return payload;
    const operation = schemas.operation(operationId);
    const validate = schemas.replyValidator(operation, reply.statusCode);
    if (validate && !validate(payload)) {
      request.log.error(
        { operationId, status: reply.statusCode, errors: validate.errors },
        'reply does not match the contract',
      );
      throw new Error(`The ${operationId} reply does not match the contract.`);
    }
    return payload;
  });
  app.setErrorHandler((error, request, reply) => sendError(schemas, error, request, reply));
  app.setNotFoundHandler(sendNotFound);
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(errorBody(request, 404, 'not_found', 'There is nothing at this address.'));
}
