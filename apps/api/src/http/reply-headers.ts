import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers.ts';

/** Sets the headers every reply carries: helmet's, the request id, no caching. */
export function replyHeaders(environment: string | undefined): (request: FastifyRequest, reply: FastifyReply) => void {
  // helmet's headers: an API serves no pages, so nothing may run, frame or embed from its replies.
  const helmetHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: (environment ?? 'development') === 'production',
  });
  return (request, reply) => {
    reply.headers(helmetHeaders);
    reply.header('x-request-id', request.id);
    reply.header('cache-control', 'no-store');
  };
}
