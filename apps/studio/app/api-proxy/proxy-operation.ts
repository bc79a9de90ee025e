import { type OperationId, operationTable } from '@taskwell/api-sdk';

type Operation = (typeof operationTable)[OperationId];

/**
 * Sign-in, PIN checks and logout never pass through the proxy: their replies carry or end the API
 * session token, which only the studio's own actions handle (docs/decisions/020).
 */
const studioOnly = new Set<OperationId>(['requestOtp', 'verifyOtp', 'validateSession', 'logout']);

const routes = (Object.entries(operationTable) as [OperationId, Operation][])
  .filter(([id]) => !studioOnly.has(id))
  .map(([id, operation]) => ({
    id,
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

/** The contract operation a browser request to the proxy stands for, if it may pass. */
export function proxiedOperation(method: string, path: string): OperationId | undefined {
  const upper = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return routes.find((route) => route.method === upper && route.pattern.test(path))?.id;
}
