import type { FastifyRequest } from 'fastify';

/**
 * The asset token an asset's URL carries as `?token=`: the contract's `assetToken` credential
 * (a security scheme, not a parameter of the operation), for `<img>` and `<audio>` sources.
 */
export function assetTokenOf(request: FastifyRequest): string | undefined {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' ? token : undefined;
}
