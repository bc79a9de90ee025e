import { readFileSync } from 'node:fs';
import { ContractReader } from '@taskwell/openapi';
import { linePattern, parseTaskDefinition, prosePattern, type TaskDefinition, taskLimits } from '@taskwell/task-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogueFile } from '../catalogue/task-catalogue.ts';
import { anyCodePoint } from '../testing/any-code-point.ts';
import { readDefinitionFirst } from './definition-guard.ts';
import { type DefinitionPlace, placesOf, replacedAt } from './testing/definition-places.ts';
import { everyFieldTask } from './testing/every-field-task.ts';

// Issue 39, point 2 (decision 116): the contract's schema of a task definition and the engine's
// parser agree. The limits the contract states are the engine's `taskLimits`; its text patterns are
// the parser's; every definition the parser reads is valid against the schema (so the 422 read
// first is what a client meets, never ajv's 400 after it), and for texts the two say the same.

const reader = new ContractReader();
const schemas = '#/components/schemas';
const validate = reader.compile(`${schemas}/CreatorDefinition`);
const at = (pointer: string) => reader.at(`${schemas}/${pointer}`) as Record<string, unknown>;
const property = (schema: string, ...path: string[]) =>
  path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, at(schema));

describe("the contract's task definition", () => {
  it("should state the engine's limits, by name and where they apply", () => {
    expect(at('CreatorDefinition')['x-taskwell-limits']).toEqual(taskLimits);
    expect(at('DefinitionFlowNode')['x-taskwell-max-depth']).toBe(taskLimits.flowDepth);
    expect(at('DefinitionLine').maxLength).toBe(taskLimits.lineLength);
    expect(at('DefinitionText').maxLength).toBe(taskLimits.textLength);
    expect(property('CreatorDefinition', 'properties', 'parameters', 'maxItems')).toBe(taskLimits.fields);
    expect(property('CreatorDefinition', 'properties', 'asks', 'maxItems')).toBe(taskLimits.questions);
    expect(property('CreatorDefinition', 'properties', 'powerFee', 'maximum')).toBe(taskLimits.powerFee);
    expect(property('DefinitionSequence', 'properties', 'sequence', 'maxItems')).toBe(taskLimits.groupParts);
    expect(property('DefinitionParallel', 'properties', 'parallel', 'maxItems')).toBe(taskLimits.groupParts);
    expect(property('DefinitionStep', 'properties', 'inputs', 'maxProperties')).toBe(taskLimits.stepInputs);
    expect(property('DefinitionStep', 'properties', 'options', 'maxProperties')).toBe(taskLimits.stepOptions);
    expect(property('DefinitionSample', 'properties', 'parameters', 'maxProperties')).toBe(taskLimits.fields);
    expect(property('DefinitionSample', 'properties', 'answers', 'maxProperties')).toBe(taskLimits.questions);
    expect(property('DefinitionOptions', 'anyOf', '0', 'maxLength')).toBe(taskLimits.textLength);
    expect(at('DefinitionOptionList').maxItems).toBe(taskLimits.listOptions);
    expect(at('DefinitionOptionMap').maxProperties).toBe(taskLimits.listOptions);
    expect(property('DefinitionLookup', 'anyOf', '1', 'maxProperties')).toBe(taskLimits.listOptions);
  });

  it("should read texts with the parser's patterns", () => {
    expect(at('Line').pattern).toBe(linePattern);
    expect(at('Text').pattern).toBe(prosePattern);
  });

  it('should take every seeded task and the every-field task', () => {
    const seeded = JSON.parse(readFileSync(defaultCatalogueFile, 'utf8')) as TaskDefinition[];
    for (const definition of [...seeded, everyFieldTask()]) {
      expect(parseTaskDefinition(definition).ok, definition.id).toBe(true);
      expect(validate(definition), `${definition.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  const all = placesOf(everyFieldTask());
  const texts = fc.oneof(
    fc.string({ unit: anyCodePoint, maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.constantFrom(
      'a\u0000b',
      '\t',
      '\r\n',
      'x\ud800',
      '\udfffy',
      '\ud83d\ude00',
      'x'.repeat(201),
      'x'.repeat(20_001),
    ),
  );

  /** Whether the API reads a body's definition as a task (the parser, with the id the server's). */
  const readAsATask = (definition: unknown) => {
    try {
      readDefinitionFirst({ definition });
      return true;
    } catch {
      return false;
    }
  };

  it('should say the same as the API of any text at any place (string or name)', () => {
    fc.assert(
      fc.property(fc.nat(), texts, (index, text) => {
        const place = all[index % all.length] as DefinitionPlace;
        const { definition } = replacedAt(everyFieldTask(), place, text);
        expect(validate(definition)).toBe(readAsATask(definition));
      }),
      { numRuns: 2_000 },
    );
  });

  it("should take a definition without an id, as the API does (the id is the server's)", () => {
    // The id's entry renamed to another field's name: the definition holds no id at all.
    const { definition } = replacedAt(everyFieldTask(), { path: ['id'], key: true, prose: false }, 'name');
    expect(Object.hasOwn(definition as object, 'id')).toBe(false);
    expect(validate(definition)).toBe(true);
    expect(readAsATask(definition)).toBe(true);
  });

  it('should take every flow the parser reads, whatever its depth and length', () => {
    const step = (index: number) => ({ step: `s${index}`, service: 'text.keywords', output: `K${index}`, inputs: {} });
    fc.assert(
      fc.property(
        fc.nat({ max: 20 }),
        fc.nat({ max: 130 }),
        fc.constantFrom('sequence', 'parallel'),
        (depth, length, kind) => {
          let flow: unknown = { sequence: Array.from({ length }, (_, index) => step(index)) };
          for (let level = 1; level < depth; level += 1) flow = { [kind]: [flow] };
          const definition = { ...everyFieldTask(), flow };
          if (parseTaskDefinition(definition).ok) expect(validate(definition)).toBe(true);
          else expect(depth > taskLimits.flowDepth || length > taskLimits.steps).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
