import type { OperationId } from '@taskwell/api-sdk';

/**
 * The operations this server does not serve yet; each answers 501 with the contract's error body.
 * This is the one list: the conformance test reads it, and the server refuses to start when an
 * operation of the contract is neither here nor handled.
 */
export const notImplementedOperations: readonly OperationId[] = [];
