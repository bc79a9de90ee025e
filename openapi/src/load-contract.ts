import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The HTTP methods an OpenAPI path item may hold. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** A JSON value as found in the contract. */
export type JsonObject = { [key: string]: unknown };

/** One operation of the contract, with everything a validator needs to find it. */
export interface ContractOperation {
  /** The operation's id, unique in the contract. */
  operationId: string;
  /** Lower-case HTTP method. */
  method: HttpMethod;
  /** The path template, as in `/api/asset/get/{assetId}`. */
  path: string;
  /** JSON pointer of the operation object inside the document. */
  pointer: string;
  /** True for operations beyond the product specification (`x-taskwell-extension`). */
  extension: boolean;
  /** The operation object itself. */
  definition: JsonObject;
}

/** Where the contract lives on disk. */
export const contractPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Reads and parses the contract; the same object is returned on every call. */
let cached: JsonObject | undefined;
export function loadContractDocument(): JsonObject {
  cached ??= parse(readFileSync(contractPath, 'utf8')) as JsonObject;
  return cached;
}

/** Every operation of the contract, in document order. */
export function listOperations(document: JsonObject = loadContractDocument()): ContractOperation[] {
  const paths = (document.paths ?? {}) as Record<string, JsonObject>;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of httpMethods) {
      const definition = item[method] as JsonObject | undefined;
      if (!definition) continue;
      operations.push({
        operationId: String(definition.operationId),
        method,
        path,
        pointer: `#/paths/${escapePointerSegment(path)}/${method}`,
        extension: definition['x-taskwell-extension'] === true,
        definition,
      });
    }
  }
  return operations;
}
