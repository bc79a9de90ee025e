import { listOperations } from '@taskwell/openapi';

type Document = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
}
interface Content {
  content?: Record<string, unknown>;
}

function resolved<T>(document: Document, value: unknown): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value as T;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], document);
  return resolved(document, target);
}

/**
 * The request and reply types of every operation, in the shape of Fastify's route generics: the
 * JSON body, the path parameters, the query and the JSON reply of each success status (`unknown`
 * where the operation has none of it, or sends other than JSON), so that the server's handlers are
 * typed by the contract.
 */
export function generateOperationTypes(document: Document, banner: string): string {
  const rows = listOperations(document).map((operation) => {
    const id = operation.operationId;
    const definition = operation.definition as {
      parameters?: unknown[];
      requestBody?: unknown;
      responses?: Record<string, unknown>;
    };
    const at = `operations['${id}']`;
    const parameters = (definition.parameters ?? []).map((each) => resolved<Parameter>(document, each));
    const body = definition.requestBody ? resolved<Content>(document, definition.requestBody) : undefined;
    const jsonBody = Object.keys(body?.content ?? {}).includes('application/json');
    const successes = Object.entries(definition.responses ?? {}).filter(([status]) => status.startsWith('2'));
    const typesOf = (reply: unknown) => Object.keys(resolved<Content>(document, reply).content ?? {});
    const json = successes
      .filter(([, reply]) => typesOf(reply).includes('application/json'))
      .map(([status]) => `${at}['responses'][${status}]['content']['application/json']`);
    // A text reply (CSV, Markdown) is a string; bytes are sent by the handler itself.
    const text = successes.some(([, reply]) => typesOf(reply).some((type) => type.startsWith('text/')));
    const replies = [...json, ...(text ? ['string'] : [])];
    const has = (place: string) => parameters.some((parameter) => parameter.in === place);
    return [
      `  ${id}: {`,
      `    Body: ${jsonBody ? `NonNullable<${at}['requestBody']>['content']['application/json']` : 'unknown'};`,
      `    Params: ${has('path') ? `${at}['parameters']['path']` : 'unknown'};`,
      `    Querystring: ${has('query') ? `NonNullable<${at}['parameters']['query']>` : 'unknown'};`,
      `    Reply: ${replies.length > 0 ? replies.join(' | ') : 'unknown'};`,
      '  };',
    ].join('\n');
  });
  return [
    banner,
    "import type { operations } from './schema.ts';",
    '',
    "/** Each operation's request and reply types, as Fastify's route generics (Body, Params, Querystring, Reply). */",
    'export interface OperationTypes {',
    ...rows,
    '}',
    '',
  ].join('\n');
}
