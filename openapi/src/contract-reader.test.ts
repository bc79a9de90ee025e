import { describe, expect, it } from 'vitest';
import { ContractReader } from './contract-reader.ts';

const reader = new ContractReader({
  openapi: '3.1.0',
  security: [{ bearer: [] }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 3 } } },
    schemas: { Thing: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
    responses: { Problem: { description: 'x', content: { 'application/json': { schema: { type: 'object' } } } } },
  },
  paths: {
    '/things/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }, { name: 'q', in: 'query', schema: { type: 'string' } }],
      get: {
        operationId: 'getThing',
        security: [],
        parameters: [{ name: 'q', in: 'query', schema: { type: 'integer' } }],
        responses: { '200': { description: 'ok' }, '4XX': { $ref: '#/components/responses/Problem' } },
      },
      post: { operationId: 'postThing', responses: { default: { description: 'any' } } },
    },
  },
});

describe('ContractReader', () => {
  it('should list operations and find them by id', () => {
    expect(reader.operations.map((operation) => operation.operationId)).toEqual(['getThing', 'postThing']);
    expect(reader.operation('postThing').method).toBe('post');
    expect(() => reader.operation('nothing')).toThrow('no operation "nothing"');
  });

  it("should merge the path item's parameters with the operation's own, following $refs", () => {
    const parameters = reader.parametersOf(reader.operation('getThing'));
    expect(parameters.map(({ parameter, pointer }) => [parameter.name, pointer])).toEqual([
      ['id', '#/components/parameters/Id'],
      ['q', '#/paths/~1things~1{id}/get/parameters/0'],
    ]);
  });

  it.each([
    { operation: 'getThing', status: 200, want: '200' },
    { operation: 'getThing', status: 404, want: '4XX' },
    { operation: 'getThing', status: 500, want: undefined },
    { operation: 'postThing', status: 500, want: 'default' },
  ])('given $operation and $status should find the response $want', ({ operation, status, want }) => {
    expect(reader.responseKey(reader.operation(operation), status)).toBe(want);
  });

  it('should read security: an operation may open itself, others inherit the document', () => {
    expect(reader.securityOf(reader.operation('getThing'))).toEqual([]);
    expect(reader.securityOf(reader.operation('postThing'))).toEqual([{ bearer: [] }]);
    expect(reader.schemeOf('bearer')).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('should compile schemas straight from the document, strict or coercing', () => {
    const strict = reader.compile('#/components/schemas/Thing');
    expect(strict({ name: 'a' })).toBe(true);
    expect(strict({})).toBe(false);
    const coercing = reader.compile('#/components/parameters/Id/schema', reader.coercingAjv);
    expect(coercing('abc')).toBe(true);
    expect(coercing('abcd')).toBe(false);
    expect(reader.resolve({ $ref: '#/components/responses/Problem' }, 'x').pointer).toBe(
      '#/components/responses/Problem',
    );
    expect(() => reader.at('#/components/schemas/Missing')).toThrow('Nothing at #/components/schemas/Missing');
  });
});
