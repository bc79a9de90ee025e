import {
  type ContractOperation,
  escapePointerSegment,
  type JsonObject,
  listOperations,
  loadContractDocument,
} from '@taskwell/openapi';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under ESM its default export is the module object.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const contractId = 'taskwell-contract';

/** The parts of a request Fastify validates, as JSON Schemas that point into the contract. */
export interface RouteSchemas {
  params?: JsonObject;
  querystring?: JsonObject;
  headers?: JsonObject;
  body?: JsonObject;
}

/** Which credentials an operation takes, read from its `security`. */
export interface OperationSecurity {
  /** A bearer session token is accepted. */
  bearer: boolean;
  /** The operation also serves callers without credentials (`- {}`). */
  optional: boolean;
  /** A short-lived asset token in `?token=` is accepted. */
  assetToken: boolean;
  /** The `API-Key` header is accepted. */
  apiKey: boolean;
}

/**
 * Everything the server derives from `openapi/openapi.yaml`: the operations, request schemas for
 * Fastify, compiled reply validators and each operation's credentials. Nothing is typed twice.
 */
export class ContractSchemas {
  /** The parsed contract. */
  readonly document: JsonObject;
  /** Every operation of the contract. */
  readonly operations: readonly ContractOperation[];
  /** Validates request parts without type coercion (bodies). */
  readonly strictAjv: Ajv2020;
  /** Validates path, query and header values, which arrive as strings. */
  readonly coercingAjv: Ajv2020;
  private readonly replyValidators = new Map<string, ValidateFunction | null>();

  constructor(document: JsonObject = loadContractDocument()) {
    this.document = document;
    this.operations = listOperations(document);
    const options = { strict: false, allErrors: true, validateSchema: false } as const;
    this.strictAjv = new Ajv2020(options);
    this.coercingAjv = new Ajv2020({ ...options, coerceTypes: true });
    for (const ajv of [this.strictAjv, this.coercingAjv]) {
      addFormats(ajv);
      ajv.addSchema(document, contractId);
    }
  }

  /** The operation with this id; throws for an unknown id. */
  operation(operationId: string): ContractOperation {
    const found = this.operations.find((operation) => operation.operationId === operationId);
    if (!found) throw new Error(`The contract has no operation "${operationId}"`);
    return found;
  }

  /** Fastify's route path of an operation: `/api/asset/get/{assetId}` -> `/api/asset/get/:assetId`. */
  routePath(operation: ContractOperation): string {
    return operation.path.replace(/\{([^}]+)\}/g, ':$1');
  }

  /** The request schemas of an operation, each a `$ref` into the contract. */
  requestSchemas(operation: ContractOperation): RouteSchemas {
    const schemas: RouteSchemas = {};
    const byLocation = new Map<string, { properties: JsonObject; required: string[] }>();
    for (const { parameter, pointer } of this.parametersOf(operation)) {
      const location = String(parameter.in);
      const entry = byLocation.get(location) ?? { properties: {}, required: [] };
      const name = location === 'header' ? String(parameter.name).toLowerCase() : String(parameter.name);
      entry.properties[name] = this.ref(`${pointer}/schema`);
      if (parameter.required === true) entry.required.push(name);
      byLocation.set(location, entry);
    }
    const security = this.securityOf(operation);
    if (security.assetToken) {
      const query = byLocation.get('query') ?? { properties: {}, required: [] };
      query.properties.token = { type: 'string', minLength: 1, maxLength: 4096 };
      byLocation.set('query', query);
    }
    const path = byLocation.get('path');
    if (path) schemas.params = { type: 'object', properties: path.properties, required: path.required };
    // Query parameters the contract does not name are ignored (a proxy or a browser may add some);
    // the ones it names are checked.
    const query = byLocation.get('query');
    if (query) schemas.querystring = { type: 'object', properties: query.properties, required: query.required };
    const headers = byLocation.get('header');
    if (headers) schemas.headers = { type: 'object', properties: headers.properties, required: headers.required };

    const requestBody = operation.definition.requestBody;
    if (requestBody) {
      const { node, pointer } = this.resolve(requestBody, `${operation.pointer}/requestBody`);
      const content = (node.content ?? {}) as Record<string, JsonObject>;
      if (content['application/json']) {
        schemas.body = this.ref(`${pointer}/content/${escapePointerSegment('application/json')}/schema`);
      }
    }
    return schemas;
  }

  /** The credentials an operation accepts. */
  securityOf(operation: ContractOperation): OperationSecurity {
    const requirements = (operation.definition.security ?? this.document.security ?? []) as Record<string, unknown>[];
    const names = requirements.flatMap((requirement) => Object.keys(requirement));
    return {
      bearer: names.includes('bearer'),
      optional: requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0),
      assetToken: names.includes('assetToken'),
      apiKey: names.includes('apiKey'),
    };
  }

  /** The statuses an operation declares (`200`, `4XX`, `5XX`, `default`). */
  declaredStatuses(operation: ContractOperation): string[] {
    return Object.keys((operation.definition.responses ?? {}) as JsonObject);
  }

  /**
   * The status to answer for a client error: the status itself when the operation declares it,
   * else the first of 400, 404, 401, 403, 409 that it declares (every reply keeps to the contract).
   */
  clientErrorStatus(operation: ContractOperation, status: number): number {
    if (this.declares(operation, status)) return status;
    return [400, 404, 401, 403, 409].find((candidate) => this.declares(operation, candidate)) ?? 400;
  }

  /** True when the contract declares this status (exactly or by range) for the operation. */
  declares(operation: ContractOperation, status: number): boolean {
    return this.responseKey(operation, status) !== undefined;
  }

  /**
   * A validator of an operation's JSON reply body at a status, compiled once; null when that
   * reply has no JSON body in the contract. Throws when the status is not declared.
   */
  replyValidator(operation: ContractOperation, status: number): ValidateFunction | null {
    const cacheKey = `${operation.operationId}:${status}`;
    const cached = this.replyValidators.get(cacheKey);
    if (cached !== undefined) return cached;
    const key = this.responseKey(operation, status);
    if (!key) throw new Error(`${operation.operationId} does not declare status ${status}`);
    const responses = operation.definition.responses as JsonObject;
    const { node, pointer } = this.resolve(
      responses[key],
      `${operation.pointer}/responses/${escapePointerSegment(key)}`,
    );
    const content = (node.content ?? {}) as Record<string, JsonObject>;
    const validate = content['application/json']
      ? this.strictAjv.compile(this.ref(`${pointer}/content/${escapePointerSegment('application/json')}/schema`))
      : null;
    this.replyValidators.set(cacheKey, validate);
    return validate;
  }

  /** A validator of any schema of the contract, by JSON pointer (`#/components/schemas/Task`). */
  schemaValidator(pointer: string): ValidateFunction {
    return this.strictAjv.compile(this.ref(pointer));
  }

  private responseKey(operation: ContractOperation, status: number): string | undefined {
    const responses = (operation.definition.responses ?? {}) as JsonObject;
    const code = String(status);
    const range = `${code[0]}XX`;
    return [code, range, range.toLowerCase(), 'default'].find((candidate) => candidate in responses);
  }

  private ref(pointer: string): JsonObject {
    return { $ref: `${contractId}${pointer}` };
  }

  private parametersOf(operation: ContractOperation): { parameter: JsonObject; pointer: string }[] {
    const pathItemPointer = operation.pointer.slice(0, operation.pointer.lastIndexOf('/'));
    const pathItem = this.at(pathItemPointer);
    const collected = new Map<string, { parameter: JsonObject; pointer: string }>();
    const add = (list: unknown, listPointer: string) => {
      (Array.isArray(list) ? list : []).forEach((entry, index) => {
        const resolved = this.resolve(entry, `${listPointer}/${index}`);
        collected.set(`${resolved.node.in}:${resolved.node.name}`, {
          parameter: resolved.node,
          pointer: resolved.pointer,
        });
      });
    };
    add(pathItem.parameters, `${pathItemPointer}/parameters`);
    add(operation.definition.parameters, `${operation.pointer}/parameters`);
    return [...collected.values()];
  }

  private resolve(node: unknown, pointer: string): { node: JsonObject; pointer: string } {
    let current = node as JsonObject;
    let currentPointer = pointer;
    for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops += 1) {
      currentPointer = current.$ref as string;
      current = this.at(currentPointer);
    }
    return { node: current ?? {}, pointer: currentPointer };
  }

  private at(pointer: string): JsonObject {
    let current: unknown = this.document;
    for (const segment of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
      const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
      current = (current as Record<string, unknown> | undefined)?.[key];
    }
    if (current === undefined) throw new Error(`Nothing at ${pointer} in the contract`);
    return current as JsonObject;
  }
}
