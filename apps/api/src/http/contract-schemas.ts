import { type ContractOperation, ContractReader, escapePointerSegment, type JsonObject } from '@taskwell/openapi';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';

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
  /** The `Public-Key` header is accepted. */
  publicKey: boolean;
}

/**
 * What the server derives from `openapi/openapi.yaml` through `@taskwell/openapi`'s reader: request
 * schemas for Fastify, compiled reply validators and each operation's credentials.
 */
export class ContractSchemas {
  /** The contract as read. */
  readonly reader: ContractReader;
  /** Every operation of the contract. */
  readonly operations: readonly ContractOperation[];
  private readonly replyValidators = new Map<string, ValidateFunction | null>();
  private readonly requestValidators = new Map<string, ValidateFunction>();

  constructor(reader: ContractReader = new ContractReader()) {
    this.reader = reader;
    this.operations = reader.operations;
  }

  /** Validates request parts without type coercion (bodies). */
  get strictAjv(): Ajv2020 {
    return this.reader.strictAjv;
  }

  /** Validates path, query and header values, which arrive as strings. */
  get coercingAjv(): Ajv2020 {
    return this.reader.coercingAjv;
  }

  /** The operation with this id; throws for an unknown id. */
  operation(operationId: string): ContractOperation {
    return this.reader.operation(operationId);
  }

  /** Fastify's route path of an operation: `/api/asset/get/{assetId}` -> `/api/asset/get/:assetId`. */
  routePath(operation: ContractOperation): string {
    return operation.path.replace(/\{([^}]+)\}/g, ':$1');
  }

  /** The request schemas of an operation, each a `$ref` into the contract. */
  requestSchemas(operation: ContractOperation): RouteSchemas {
    const schemas: RouteSchemas = {};
    const byLocation = new Map<string, { properties: JsonObject; required: string[] }>();
    for (const { parameter, pointer } of this.reader.parametersOf(operation)) {
      const location = String(parameter.in);
      const entry = byLocation.get(location) ?? { properties: {}, required: [] };
      const name = location === 'header' ? String(parameter.name).toLowerCase() : String(parameter.name);
      entry.properties[name] = this.reader.ref(`${pointer}/schema`);
      if (parameter.required === true) entry.required.push(name);
      byLocation.set(location, entry);
    }
    if (this.securityOf(operation).assetToken) {
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
      const { node, pointer } = this.reader.resolve(requestBody, `${operation.pointer}/requestBody`);
      const content = (node.content ?? {}) as Record<string, JsonObject>;
      if (content['application/json']) {
        schemas.body = this.reader.ref(`${pointer}/content/${escapePointerSegment('application/json')}/schema`);
      }
    }
    return schemas;
  }

  /**
   * The validator of one request part's schema (Fastify's validator compiler), compiled once per
   * schema: bodies without type coercion, path, query and header values with it.
   */
  requestValidator(httpPart: string | undefined, schema: object): ValidateFunction {
    const ajv = httpPart === 'body' ? this.strictAjv : this.coercingAjv;
    const key = `${ajv === this.strictAjv ? 'strict' : 'coercing'} ${JSON.stringify(schema)}`;
    let validate = this.requestValidators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      this.requestValidators.set(key, validate);
    }
    return validate;
  }

  /**
   * Compiles every operation's request validators ahead (seconds of CPU on a busy machine): a
   * process does it before it waits for its database (issue 42), so that once PostgreSQL is back
   * the routes it then registers find them compiled and it serves at once.
   */
  compileRequestValidators(): void {
    for (const operation of this.operations) {
      for (const [part, schema] of Object.entries(this.requestSchemas(operation))) {
        this.requestValidator(part, schema);
      }
    }
  }

  /** The credentials an operation accepts. */
  securityOf(operation: ContractOperation): OperationSecurity {
    const requirements = this.reader.securityOf(operation);
    const names = requirements.flatMap((requirement) => Object.keys(requirement));
    return {
      bearer: names.includes('bearer'),
      optional: requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0),
      assetToken: names.includes('assetToken'),
      apiKey: names.includes('apiKey'),
      publicKey: names.includes('publicKey'),
    };
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
    return this.reader.responseKey(operation, status) !== undefined;
  }

  /**
   * A validator of an operation's JSON reply body at a status, compiled once; null when that
   * reply has no JSON body in the contract. Throws when the status is not declared.
   */
  replyValidator(operation: ContractOperation, status: number): ValidateFunction | null {
    const cacheKey = `${operation.operationId}:${status}`;
    const cached = this.replyValidators.get(cacheKey);
    if (cached !== undefined) return cached;
    const key = this.reader.responseKey(operation, status);
    if (!key) throw new Error(`${operation.operationId} does not declare status ${status}`);
    const responses = operation.definition.responses as JsonObject;
    const { node, pointer } = this.reader.resolve(
      responses[key],
      `${operation.pointer}/responses/${escapePointerSegment(key)}`,
    );
    const content = (node.content ?? {}) as Record<string, JsonObject>;
    const validate = content['application/json']
      ? this.reader.compile(`${pointer}/content/${escapePointerSegment('application/json')}/schema`)
      : null;
    this.replyValidators.set(cacheKey, validate);
    return validate;
  }

  /** A validator of any schema of the contract, by JSON pointer (`#/components/schemas/Task`). */
  schemaValidator(pointer: string): ValidateFunction {
    return this.reader.compile(pointer);
  }
}

let shared: ContractSchemas | undefined;

/**
 * The process's contract schemas, read and compiled once: a process serves one server, but a test
 * worker starts one per test file, and compiling the contract's validators again for each cost a
 * third of a CPU second per server.
 */
export function sharedContractSchemas(): ContractSchemas {
  shared ??= new ContractSchemas();
  return shared;
}
