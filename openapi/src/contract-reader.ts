import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { type ContractOperation, type JsonObject, listOperations, loadContractDocument } from './load-contract.ts';

// ajv-formats is CommonJS; under ESM its default export may be the module object.
const addFormats =
  (addFormatsModule as typeof addFormatsModule & { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** The id the contract is registered under in ajv: `$ref`s into it read `taskwell-contract#/...`. */
export const contractSchemaId = 'taskwell-contract';

/** A parameter of an operation (its own or its path item's), with the pointer it was found at. */
export interface ContractParameter {
  /** The parameter object, `$ref`s followed. */
  parameter: JsonObject;
  /** JSON pointer of the parameter object. */
  pointer: string;
}

/**
 * Reads the contract: operations, JSON pointers and `$ref`s, parameters, security, declared
 * replies, and ajv instances that compile schemas straight from the document (so nothing is typed
 * twice). The server's route schemas and the request and reply validator are both built on it.
 */
export class ContractReader {
  /** The parsed contract. */
  readonly document: JsonObject;
  /** Every operation of the contract, in document order. */
  readonly operations: readonly ContractOperation[];
  /** Validates without type coercion (bodies, replies). */
  readonly strictAjv: Ajv2020;
  /** Validates path, query and header values, which arrive as strings and are coerced. */
  readonly coercingAjv: Ajv2020;
  private readonly byId: ReadonlyMap<string, ContractOperation>;

  constructor(document: JsonObject = loadContractDocument()) {
    this.document = document;
    this.operations = listOperations(document);
    this.byId = new Map(this.operations.map((operation) => [operation.operationId, operation]));
    const options = { strict: false, allErrors: true, validateSchema: false } as const;
    this.strictAjv = new Ajv2020(options);
    this.coercingAjv = new Ajv2020({ ...options, coerceTypes: true });
    for (const ajv of [this.strictAjv, this.coercingAjv]) {
      addFormats(ajv);
      ajv.addSchema(document, contractSchemaId);
    }
  }

  /** The operation with this id; throws for an unknown id. */
  operation(operationId: string): ContractOperation {
    const found = this.byId.get(operationId);
    if (!found) throw new Error(`The contract has no operation "${operationId}"`);
    return found;
  }

  /** A schema that points into the contract at a JSON pointer, for ajv or Fastify. */
  ref(pointer: string): JsonObject {
    return { $ref: `${contractSchemaId}${pointer}` };
  }

  /** Compiles the schema at a JSON pointer of the contract (`#/components/schemas/Task`). */
  compile(pointer: string, ajv: Ajv2020 = this.strictAjv): ValidateFunction {
    return ajv.compile(this.ref(pointer));
  }

  /** The node at a JSON pointer; throws when there is none. */
  at(pointer: string): JsonObject {
    let current: unknown = this.document;
    for (const segment of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
      const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
      current = (current as Record<string, unknown> | undefined)?.[key];
    }
    if (current === undefined) throw new Error(`Nothing at ${pointer} in the contract`);
    return current as JsonObject;
  }

  /** Follows `$ref`s (of responses, parameters, request bodies, schemas) to the object they name. */
  resolve(node: unknown, pointer: string): { node: JsonObject; pointer: string } {
    let current = node as JsonObject;
    let currentPointer = pointer;
    for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops += 1) {
      currentPointer = current.$ref as string;
      current = this.at(currentPointer);
    }
    return { node: current ?? {}, pointer: currentPointer };
  }

  /** The parameters of an operation: its path item's, overridden by its own of the same name and place. */
  parametersOf(operation: ContractOperation): ContractParameter[] {
    const pathItemPointer = operation.pointer.slice(0, operation.pointer.lastIndexOf('/'));
    const pathItem = this.at(pathItemPointer);
    const collected = new Map<string, ContractParameter>();
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

  /** The security requirements of an operation (its own, else the document's). */
  securityOf(operation: ContractOperation): Record<string, unknown>[] {
    return (operation.definition.security ?? this.document.security ?? []) as Record<string, unknown>[];
  }

  /** A security scheme by name; throws for an unknown one. */
  schemeOf(name: string): JsonObject {
    const components = (this.document.components ?? {}) as JsonObject;
    const schemes = (components.securitySchemes ?? {}) as Record<string, JsonObject>;
    const scheme = schemes[name];
    if (!scheme) throw new Error(`The contract has no security scheme "${name}"`);
    return scheme;
  }

  /** The key under `responses` that covers a status: exact, range (`4XX`), or `default`. */
  responseKey(operation: ContractOperation, status: number): string | undefined {
    const responses = (operation.definition.responses ?? {}) as JsonObject;
    const code = String(status);
    const range = `${code[0]}XX`;
    return [code, range, range.toLowerCase(), 'default'].find((candidate) => candidate in responses);
  }
}
