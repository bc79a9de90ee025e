import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {
  type ContractOperation,
  escapePointerSegment,
  type JsonObject,
  listOperations,
  loadContractDocument,
} from './load-contract.ts';

// ajv-formats is CommonJS; under ESM its default export is the module object.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** The outcome of checking one request or reply. */
export interface ValidationResult {
  /** True when nothing is wrong. */
  ok: boolean;
  /** The operation the request or reply belongs to, when one was found. */
  operationId?: string;
  /** One readable line per problem. */
  errors: string[];
}

/** A request matched to the operation of the contract that serves it. */
export interface MatchedRequest {
  /** The operation. */
  operation: ContractOperation;
  /** Path parameters, by name, still as strings. */
  pathParams: Record<string, string>;
}

const contractId = 'taskwell-contract';

/** Strips parameters from a media type: `application/json; charset=utf-8` -> `application/json`. */
function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** True when a declared media range (`*\/*`, `text/*`, `text/plain`) covers an actual media type. */
function mediaRangeCovers(range: string, actual: string): boolean {
  if (range === '*/*') return true;
  const [rangeType, rangeSubtype] = range.split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return rangeType === actualType && (rangeSubtype === '*' || rangeSubtype === actualSubtype);
}

function describe(errors: ErrorObject[] | null | undefined, where: string): string[] {
  return (errors ?? []).map((error) => {
    const at = `${where}${error.instancePath}`;
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
        : error.keyword === 'enum'
          ? ` (${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)})`
          : '';
    return `${at} ${error.message ?? error.keyword}${extra}`;
  });
}

/**
 * Checks requests and replies against `openapi/openapi.yaml`. Schemas are compiled from the
 * contract itself (by JSON pointer), so nothing is typed twice.
 */
export class ContractValidator {
  /** The parsed contract. */
  readonly document: JsonObject;
  /** Every operation of the contract. */
  readonly operations: readonly ContractOperation[];
  private readonly ajv: Ajv2020;
  private readonly coercingAjv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly matchers: { operation: ContractOperation; pattern: RegExp; names: string[] }[];

  constructor(document: JsonObject = loadContractDocument()) {
    this.document = document;
    this.operations = listOperations(document);
    const options = { strict: false, allErrors: true, validateSchema: false } as const;
    this.ajv = new Ajv2020(options);
    // Parameters arrive as strings (path, query, headers): these are coerced to the schema's type.
    this.coercingAjv = new Ajv2020({ ...options, coerceTypes: true });
    for (const ajv of [this.ajv, this.coercingAjv]) {
      addFormats(ajv);
      ajv.addSchema(document, contractId);
    }
    this.matchers = this.operations.map((operation) => {
      const names: string[] = [];
      const source = operation.path
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const name = /^\{([^}]+)\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('');
      return { operation, pattern: new RegExp(`^${source}$`), names };
    });
  }

  /** The operation with this id; throws for an unknown id. */
  operation(operationId: string): ContractOperation {
    const found = this.operations.find((operation) => operation.operationId === operationId);
    if (!found) throw new Error(`The contract has no operation "${operationId}"`);
    return found;
  }

  /** Finds the operation serving a method and URL (path only; the origin is ignored). */
  match(method: string, url: string | URL): MatchedRequest | undefined {
    const { pathname } = new URL(url, 'http://contract.invalid');
    const lower = method.toLowerCase();
    for (const { operation, pattern, names } of this.matchers) {
      if (operation.method !== lower) continue;
      const found = pattern.exec(pathname);
      if (!found) continue;
      const pathParams: Record<string, string> = {};
      names.forEach((name, index) => {
        pathParams[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { operation, pathParams };
    }
    return undefined;
  }

  /** Checks a request: path, query and header parameters, credentials, and body. */
  async validateRequest(request: Request): Promise<ValidationResult> {
    const matched = this.match(request.method, request.url);
    if (!matched) {
      return { ok: false, errors: [`${request.method} ${new URL(request.url).pathname} is not in the contract`] };
    }
    const { operation, pathParams } = matched;
    const errors: string[] = [];
    const url = new URL(request.url);
    const parameters = this.parametersOf(operation);

    for (const { parameter, pointer } of parameters) {
      const name = String(parameter.name);
      const location = String(parameter.in);
      let raw: string | null | undefined;
      if (location === 'path') raw = pathParams[name];
      else if (location === 'query') raw = url.searchParams.get(name);
      else if (location === 'header') raw = request.headers.get(name);
      else continue;
      if (raw === null || raw === undefined) {
        if (parameter.required === true) errors.push(`${location} parameter "${name}" is required`);
        continue;
      }
      const validate = this.compile(`${pointer}/schema`, this.coercingAjv, 'wrapped');
      if (!validate({ value: raw })) errors.push(...describe(validate.errors, `${location}.${name}`));
    }

    const securityNames = new Set<string>();
    for (const requirement of this.securityOf(operation)) {
      for (const schemeName of Object.keys(requirement)) securityNames.add(schemeName);
    }
    const declaredQuery = new Set(
      parameters.filter(({ parameter }) => parameter.in === 'query').map(({ parameter }) => String(parameter.name)),
    );
    for (const schemeName of securityNames) {
      const scheme = this.schemeOf(schemeName);
      if (scheme.type === 'apiKey' && scheme.in === 'query') declaredQuery.add(String(scheme.name));
    }
    for (const name of url.searchParams.keys()) {
      if (!declaredQuery.has(name)) errors.push(`query parameter "${name}" is not in the contract`);
    }

    if (!this.credentialsSatisfied(operation, request, url)) {
      errors.push('the request carries none of the credentials the operation accepts');
    }

    errors.push(...(await this.validateRequestBody(operation, request.clone())));
    return { ok: errors.length === 0, operationId: operation.operationId, errors };
  }

  /** Checks a reply of an operation: declared status, declared media type, body schema. */
  async validateResponse(operationId: string, response: Response): Promise<ValidationResult> {
    const operation = this.operation(operationId);
    const errors: string[] = [];
    const responses = (operation.definition.responses ?? {}) as Record<string, unknown>;
    const status = String(response.status);
    const range = `${status[0]}XX`;
    const key = [status, range, range.toLowerCase(), 'default'].find((candidate) => candidate in responses);
    if (!key) {
      return { ok: false, operationId, errors: [`status ${status} is not declared`] };
    }
    const responsePointer = `${operation.pointer}/responses/${escapePointerSegment(key)}`;
    const { node: declared, pointer } = this.resolve(responses[key], responsePointer);
    const content = (declared.content ?? undefined) as Record<string, JsonObject> | undefined;
    const text = await response.clone().text();

    if (!content) {
      if (text.length > 0) errors.push(`status ${status} declares no body but one was sent`);
      return { ok: errors.length === 0, operationId, errors };
    }
    const actual = mediaTypeOf(response.headers.get('content-type'));
    const range_ = Object.keys(content).find((candidate) => mediaRangeCovers(candidate.toLowerCase(), actual));
    if (!range_) {
      errors.push(`content type "${actual}" is not declared for status ${status} (${Object.keys(content).join(', ')})`);
      return { ok: false, operationId, errors };
    }
    const schemaPointer = `${pointer}/content/${escapePointerSegment(range_)}/schema`;
    let body: unknown = text;
    if (isJsonMediaType(actual)) {
      try {
        body = JSON.parse(text);
      } catch {
        errors.push('the body is not valid JSON');
        return { ok: false, operationId, errors };
      }
    } else if (!actual.startsWith('text/')) {
      // Binary content is described as a string with a contentMediaType: nothing to check.
      return { ok: true, operationId, errors };
    }
    errors.push(...this.validateValue(schemaPointer, body, 'body'));
    return { ok: errors.length === 0, operationId, errors };
  }

  /** Checks a value against the schema at a JSON pointer of the contract. */
  validateSchema(pointer: string, value: unknown, where = 'value'): ValidationResult {
    const errors = this.validateValue(pointer, value, where);
    return { ok: errors.length === 0, errors };
  }

  private validateValue(pointer: string, value: unknown, where: string): string[] {
    const validate = this.compile(pointer, this.ajv, 'plain');
    if (!validate(value)) return describe(validate.errors, where);
    return this.validateEncodedContent(pointer, value, where);
  }

  /**
   * JSON Schema treats `contentSchema` as an annotation only; the execution replies depend on it
   * (their `body` string holds a JSON document), so it is checked here.
   */
  private validateEncodedContent(pointer: string, value: unknown, where: string): string[] {
    const { node: schema, pointer: resolved } = this.resolve(this.at(pointer), pointer);
    const properties = schema.properties as Record<string, unknown> | undefined;
    if (!properties || typeof value !== 'object' || value === null) return [];
    const errors: string[] = [];
    for (const [name, property] of Object.entries(properties)) {
      const propertyPointer = `${resolved}/properties/${escapePointerSegment(name)}`;
      const { node: propertySchema, pointer: resolvedProperty } = this.resolve(property, propertyPointer);
      if (propertySchema.contentMediaType !== 'application/json' || !propertySchema.contentSchema) continue;
      const encoded = (value as Record<string, unknown>)[name];
      if (typeof encoded !== 'string') continue;
      let decoded: unknown;
      try {
        decoded = JSON.parse(encoded);
      } catch {
        errors.push(`${where}/${name} is not a JSON document`);
        continue;
      }
      errors.push(...this.validateValue(`${resolvedProperty}/contentSchema`, decoded, `${where}/${name}(decoded)`));
    }
    return errors;
  }

  private async validateRequestBody(operation: ContractOperation, request: Request): Promise<string[]> {
    const declared = operation.definition.requestBody;
    const text = request.body ? await request.clone().text() : '';
    if (!declared) {
      return text.length > 0 ? ['the operation takes no body but one was sent'] : [];
    }
    const { node: requestBody, pointer } = this.resolve(declared, `${operation.pointer}/requestBody`);
    if (text.length === 0) {
      return requestBody.required === true ? ['a body is required'] : [];
    }
    const content = (requestBody.content ?? {}) as Record<string, JsonObject>;
    const actual = mediaTypeOf(request.headers.get('content-type'));
    const range = Object.keys(content).find((candidate) => mediaRangeCovers(candidate.toLowerCase(), actual));
    if (!range) return [`content type "${actual}" is not accepted (${Object.keys(content).join(', ')})`];
    const mediaPointer = `${pointer}/content/${escapePointerSegment(range)}`;

    if (isJsonMediaType(actual)) {
      try {
        return this.validateValue(`${mediaPointer}/schema`, JSON.parse(text), 'body');
      } catch {
        return ['the body is not valid JSON'];
      }
    }
    if (actual === 'multipart/form-data') {
      const form = await request.formData();
      const encoding = (content[range]?.encoding ?? {}) as Record<string, JsonObject>;
      const value: Record<string, unknown> = {};
      const errors: string[] = [];
      for (const [name, entry] of form.entries()) {
        const isJsonPart = mediaTypeOf(encoding[name]?.contentType as string | undefined) === 'application/json';
        // A JSON part may come as a field or as a blob typed application/json: both are JSON text.
        const part = typeof entry !== 'string' && isJsonPart ? await entry.text() : entry;
        if (typeof part !== 'string') {
          // A file part: binary content is described as a string with a contentMediaType.
          value[name] = `<file ${part.size} bytes>`;
        } else if (isJsonPart) {
          try {
            value[name] = JSON.parse(part);
          } catch {
            errors.push(`part "${name}" is not valid JSON`);
          }
        } else {
          value[name] = part;
        }
      }
      return [...errors, ...this.validateValue(`${mediaPointer}/schema`, value, 'body')];
    }
    return this.validateValue(`${mediaPointer}/schema`, text, 'body');
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

  private securityOf(operation: ContractOperation): Record<string, unknown>[] {
    const security = operation.definition.security ?? this.document.security ?? [];
    return security as Record<string, unknown>[];
  }

  private schemeOf(name: string): JsonObject {
    const schemes = ((this.document.components as JsonObject | undefined)?.securitySchemes ?? {}) as Record<
      string,
      JsonObject
    >;
    const scheme = schemes[name];
    if (!scheme) throw new Error(`The contract has no security scheme "${name}"`);
    return scheme;
  }

  private credentialsSatisfied(operation: ContractOperation, request: Request, url: URL): boolean {
    const requirements = this.securityOf(operation);
    if (requirements.length === 0) return true;
    return requirements.some((requirement) =>
      Object.keys(requirement).every((schemeName) => {
        const scheme = this.schemeOf(schemeName);
        if (scheme.type === 'http' && scheme.scheme === 'bearer') {
          return /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');
        }
        if (scheme.type === 'apiKey') {
          const name = String(scheme.name);
          if (scheme.in === 'header') return (request.headers.get(name) ?? '').length > 0;
          if (scheme.in === 'query') return (url.searchParams.get(name) ?? '').length > 0;
        }
        return false;
      }),
    );
  }

  /** Follows a `$ref` (in responses, parameters, request bodies, schemas) to the object it names. */
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
    const segments = pointer.replace(/^#\/?/, '').split('/').filter(Boolean);
    let current: unknown = this.document;
    for (const segment of segments) {
      const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
      current = (current as Record<string, unknown> | undefined)?.[key];
    }
    if (current === undefined) throw new Error(`Nothing at ${pointer} in the contract`);
    return current as JsonObject;
  }

  private compile(pointer: string, ajv: Ajv2020, shape: 'plain' | 'wrapped'): ValidateFunction {
    const key = `${shape}:${ajv === this.ajv ? 'strict' : 'coercing'}:${pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      const reference = { $ref: `${contractId}${pointer}` };
      validate = ajv.compile(
        shape === 'plain' ? reference : { type: 'object', properties: { value: reference }, required: ['value'] },
      );
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

let shared: ContractValidator | undefined;

/** One validator over the contract file, made on first use. */
export function getContractValidator(): ContractValidator {
  shared ??= new ContractValidator();
  return shared;
}
