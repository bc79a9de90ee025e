import type { OperationId } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';

// What the HTTP layer registers: a handler per operation of the contract. The operations build
// them from the server's context; the HTTP layer needs no more than their shape.

/** One operation's handler: what it returns is the JSON reply (checked against the contract). */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers by operation id. */
export type OperationHandlers = Partial<Record<OperationId, OperationHandler>>;

/**
 * A check of an operation's request that runs before its contract validation (Fastify's
 * `preValidation`): before authentication and before any query. It throws to refuse the request.
 * For a body the contract's schema should not walk before it is known to be bounded (decision 116).
 */
export type RequestGuard = (request: FastifyRequest) => void;

/** Request guards by operation id. */
export type RequestGuards = Partial<Record<OperationId, RequestGuard>>;
