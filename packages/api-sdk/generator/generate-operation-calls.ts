import { listOperations } from '@taskwell/openapi';
import { handWrittenOperations } from './hand-written-operations.ts';

type Document = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Content {
  content?: Record<string, unknown>;
  required?: boolean;
}

/** A `$ref` within the contract, followed to what it names. */
function resolved<T>(document: Document, value: unknown): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value as T;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], document);
  return resolved(document, target);
}

/** One argument of a generated method: its name, type, and whether a caller may leave it out. */
interface Argument {
  name: string;
  type: string;
  optional: boolean;
}

/** The method's arguments as written: an optional one before a required one takes `undefined`. */
function signature(args: Argument[]): string {
  return args
    .map((arg, index) => {
      const laterRequired = args.slice(index + 1).some((later) => !later.optional);
      if (!arg.optional) return `${arg.name}: ${arg.type}`;
      return laterRequired ? `${arg.name}: ${arg.type} | undefined` : `${arg.name}?: ${arg.type}`;
    })
    .join(', ');
}

/**
 * The client's method of every operation that is not written by hand: its path parameters in the
 * order of the path, then its query (the cache-busting `_` is the client's), then its JSON body,
 * then the request options. Each calls openapi-fetch and gives the reply's data through `send`.
 */
export function generateOperationCalls(document: Document, banner: string): string {
  const methods: string[] = [];
  for (const operation of listOperations(document)) {
    const id = operation.operationId;
    const definition = operation.definition as {
      summary?: string;
      parameters?: unknown[];
      requestBody?: unknown;
      responses?: Record<string, unknown>;
    };
    const parameters = (definition.parameters ?? []).map((each) => resolved<Parameter>(document, each));
    const body = definition.requestBody ? resolved<Content>(document, definition.requestBody) : undefined;
    const replies = Object.entries(definition.responses ?? {})
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([, reply]) => Object.keys(resolved<Content>(document, reply).content ?? {}));
    const bodyTypes = Object.keys(body?.content ?? {});
    if (id in handWrittenOperations) continue;
    if ([...replies, ...bodyTypes].some((type) => type !== 'application/json')) {
      throw new Error(
        `${id} sends or answers something other than JSON: write its method by hand and list it in generator/hand-written-operations.ts`,
      );
    }
    const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
    const query = parameters.filter((parameter) => parameter.in === 'query' && parameter.name !== '_');
    const args: Argument[] = pathNames.map((name) => ({ name, type: `PathOf<'${id}'>['${name}']`, optional: false }));
    if (query.length > 0) {
      args.push({ name: 'query', type: `QueryOf<'${id}'>`, optional: !query.some((each) => each.required) });
    }
    if (bodyTypes.length > 0) args.push({ name: 'body', type: `BodyOf<'${id}'>`, optional: !body?.required });
    args.push({ name: 'init', type: 'RequestOptions', optional: true });
    const params = [
      ...(pathNames.length > 0 ? [`path: { ${pathNames.join(', ')} }`] : []),
      ...(query.length > 0 ? ['query: queryOf(query)'] : []),
    ];
    const options = [
      ...(params.length > 0 ? [`params: { ${params.join(', ')} }`] : []),
      ...(bodyTypes.length > 0 ? ['body'] : []),
      '...fetchOptions(init)',
    ];
    const summary = definition.summary ? `: ${definition.summary}` : '';
    methods.push(
      [
        `    /** \`${operation.method.toUpperCase()} ${operation.path}\`${summary}. */`,
        `    ${id}: (${signature(args)}) =>`,
        `      send('${id}', () => raw.${operation.method.toUpperCase()}('${operation.path}', { ${options.join(', ')} })),`,
      ].join('\n'),
    );
  }
  return [
    banner,
    "import type { Client } from 'openapi-fetch';",
    "import { fetchOptions, queryOf, type RequestOptions, type Send } from '../operation-call.ts';",
    "import type { operations, paths } from './schema.ts';",
    '',
    "type PathOf<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['path']>;",
    "type QueryOf<Id extends keyof operations> = Omit<NonNullable<operations[Id]['parameters']['query']>, '_'>;",
    'type BodyOf<Id extends keyof operations> =',
    "  NonNullable<operations[Id]['requestBody']> extends { content: { 'application/json': infer Body } } ? Body : never;",
    '',
    "/** The client's method of every operation whose call is plain JSON (the others are in special-operations.ts). */",
    'export function operationCalls(raw: Client<paths>, send: Send) {',
    '  return {',
    ...methods,
    '  };',
    '}',
    '',
  ].join('\n');
}
