import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { ContractReader } from './contract-reader.ts';
import { type ContractOperation, escapePointerSegment, type JsonObject } from './load-contract.ts';

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
  /** The contract as read. */
  readonly reader: ContractReader;
  /** The parsed contract. */
  readonly document: JsonObject;
  /** Every operation of the contract. */
  readonly operations: readonly ContractOperation[];
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly matchers: { operation: ContractOperation; pattern: RegExp; names: string[] }[];

  constructor(reader: ContractReader = new ContractReader()) {
    this.reader = reader;
    this.document = reader.document;
    this.operations = reader.operations;
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
    return this.reader.operation(operationId);
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
    const parameters = this.reader.parametersOf(operation);

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
      const validate = this.compile(`${pointer}/schema`, this.reader.coercingAjv, 'wrapped');
      if (!validate({ value: raw })) errors.push(...describe(validate.errors, `${location}.${name}`));
    }

    const securityNames = new Set<string>();
    for (const requirement of this.reader.securityOf(operation)) {
      for (const schemeName of Object.keys(requirement)) securityNames.add(schemeName);
    }
    const declaredQuery = new Set(
      parameters.filter(({ parameter }) => parameter.in === 'query').map(({ parameter }) => String(parameter.name)),
    );
    for (const schemeName of securityNames) {
      const scheme = this.reader.schemeOf(schemeName);
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
    const key = this.reader.responseKey(operation, response.status);
    if (!key) {
      return { ok: false, operationId, errors: [`status ${status} is not declared`] };
    }
    const responsePointer = `${operation.pointer}/responses/${escapePointerSegment(key)}`;
    const { node: declared, pointer } = this.reader.resolve(responses[key], responsePointer);
    const content = (declared.content ?? undefined) as Record<string, JsonObject> | undefined;
    const text = await response.clone().text();
    errors.push(...this.validateResponseHeaders(declared, pointer, response));

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

  /**
   * The headers a reply declares as required (a 503's `Retry-After`, issue 42) must be there, and
   * a declared header that is there must fit its schema (an integer header is read as a number).
   */
  private validateResponseHeaders(declared: JsonObject, pointer: string, response: Response): string[] {
    const headers = (declared.headers ?? {}) as Record<string, JsonObject>;
    const errors: string[] = [];
    for (const [name, header] of Object.entries(headers)) {
      const headerPointer = `${pointer}/headers/${escapePointerSegment(name)}`;
      const { node: definition, pointer: resolved } = this.reader.resolve(header, headerPointer);
      const raw = response.headers.get(name);
      if (raw === null) {
        if (definition.required === true) errors.push(`header ${name} is required but was not sent`);
        continue;
      }
      const schema = (definition.schema ?? undefined) as JsonObject | undefined;
      if (!schema) continue;
      const numeric = schema.type === 'integer' || schema.type === 'number';
      const value = numeric && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw.trim()) : raw;
      errors.push(...this.validateValue(`${resolved}/schema`, value, `header ${name}`));
    }
    return errors;
  }

  /** Checks a value against the schema at a JSON pointer of the contract. */
  validateSchema(pointer: string, value: unknown, where = 'value'): ValidationResult {
    const errors = this.validateValue(pointer, value, where);
    return { ok: errors.length === 0, errors };
  }

  private validateValue(pointer: string, value: unknown, where: string): string[] {
    const validate = this.compile(pointer, this.reader.strictAjv, 'plain');
    if (!validate(value)) return describe(validate.errors, where);
    return this.validateEncodedContent(pointer, value, where);
  }

  /**
   * JSON Schema treats `contentSchema` as an annotation only; the execution replies depend on it
   * (their `body` string holds a JSON document), so it is checked here.
   */
  private validateEncodedContent(pointer: string, value: unknown, where: string): string[] {
    const { node: schema, pointer: resolved } = this.reader.resolve(this.reader.at(pointer), pointer);
    const properties = schema.properties as Record<string, unknown> | undefined;
    if (!properties || typeof value !== 'object' || value === null) return [];
    const errors: string[] = [];
    for (const [name, property] of Object.entries(properties)) {
      const propertyPointer = `${resolved}/properties/${escapePointerSegment(name)}`;
      const { node: propertySchema, pointer: resolvedProperty } = this.reader.resolve(property, propertyPointer);
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
    const { node: requestBody, pointer } = this.reader.resolve(declared, `${operation.pointer}/requestBody`);
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

  private credentialsSatisfied(operation: ContractOperation, request: Request, url: URL): boolean {
    const requirements = this.reader.securityOf(operation);
    if (requirements.length === 0) return true;
    return requirements.some((requirement) =>
      Object.keys(requirement).every((schemeName) => {
        const scheme = this.reader.schemeOf(schemeName);
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

  private compile(pointer: string, ajv: Ajv2020, shape: 'plain' | 'wrapped'): ValidateFunction {
    const key = `${shape}:${ajv === this.reader.strictAjv ? 'strict' : 'coercing'}:${pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      const reference = this.reader.ref(pointer);
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
