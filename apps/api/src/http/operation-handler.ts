import type { OperationId } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';

// What the HTTP layer registers: a handler per operation of the contract. The operations build
// them from the server's context; the HTTP layer needs no more than their shape.

/** One operation's handler: what it returns is the JSON reply (checked against the contract). */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers by operation id. */
export type OperationHandlers = Partial<Record<OperationId, OperationHandler>>;
