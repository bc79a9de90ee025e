import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/authenticate.ts';
import type { StartGuard } from '../runtime/persistence/guarded-start.ts';
import { fingerprintOf, type IdempotencyKey } from '../runtime/persistence/idempotency-keys.ts';

/**
 * The request's `Idempotency-Key` (the contract has checked its shape), as the caller's: an API key
 * is its account, so they share keys; each visitor of a public key has keys of its own.
 */
export function idempotencyKeyOf(
  request: FastifyRequest,
  caller: Caller,
  what: { operation: string; target: string; body: unknown },
): IdempotencyKey | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return undefined;
  return {
    email: caller.email,
    scope: caller.kind === 'publicKey' ? `${caller.keyId}:${caller.visitor}` : '',
    key,
    fingerprint: fingerprintOf(what.operation, what.target, what.body),
  };
}

/** What guards a start or a retry (decision 094): its idempotency key, and the public key that makes it. */
export function startGuardOf(caller: Caller, idempotencyKey: IdempotencyKey | undefined): StartGuard | undefined {
  const publicKey = caller.kind === 'publicKey' ? { keyId: caller.keyId, visitor: caller.visitor } : undefined;
  return idempotencyKey || publicKey ? { idempotencyKey, publicKey } : undefined;
}
