import { aiOutputKinds, bindingOfVariable, promptVariables } from './ai-step.ts';
import { checkJsonShape } from './json-shape.ts';
import type { ServiceDescription } from './service-description.ts';
import type { StepNode } from './task-definition.ts';

type Path = readonly (string | number)[];
type Problem = (path: Path, message: string) => void;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of a persona: what the server gives it (a UUID). */
const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * Reads the shape of a step's `ai` field (issue 40): `persona` ("runner" or `{ personaId }`) and
 * `output` (`{ kind: "text" | "markdown" }` or `{ kind: "json", schema }` with a well-made
 * shape). Part of `parseTaskDefinition`.
 */
export function parseAiStepSettings(value: unknown, path: Path, problem: Problem): void {
  if (!isObject(value)) return void problem(path, "An AI step's settings are its persona and its output.");
  for (const key of Object.keys(value)) {
    if (!['persona', 'output'].includes(key)) problem([...path, key], `"${key}" is not a field here.`);
  }
  const persona = value.persona;
  if (persona !== undefined && persona !== 'runner') {
    const ok =
      isObject(persona) &&
      Object.keys(persona).length === 1 &&
      typeof persona.personaId === 'string' &&
      idPattern.test(persona.personaId);
    if (!ok) problem([...path, 'persona'], 'The persona is "runner" (the runner\'s) or { "personaId": "…" }.');
  }
  const output = value.output;
  if (output === undefined) return;
  if (!isObject(output) || !aiOutputKinds.includes(output.kind as (typeof aiOutputKinds)[number])) {
    return void problem([...path, 'output', 'kind'], `The output is one of ${aiOutputKinds.join(', ')}.`);
  }
  for (const key of Object.keys(output)) {
    if (key !== 'kind' && !(key === 'schema' && output.kind === 'json')) {
      problem([...path, 'output', key], `"${key}" is not a field here.`);
    }
  }
  if (output.kind !== 'json') return;
  if (output.schema === undefined) return void problem([...path, 'output', 'schema'], 'A JSON output needs its shape.');
  checkJsonShape(output.schema, [...path, 'output', 'schema'], problem);
}

/**
 * What the flow check adds for an AI step: its settings only on a service that calls an AI
 * provider, and every `{{variable}}` of its prompt one of its inputs, each then checked as any
 * input's binding is (a field that is not on the form, a step that runs later). A prefixed
 * variable (`form.topic`, `step.outline`) must be bound to what its name says.
 */
export function checkAiStep(step: StepNode, service: ServiceDescription, path: Path, problem: Problem): void {
  if (step.ai !== undefined && !service.ai) {
    problem([...path, 'ai'], `"${service.label}" does not call an AI model: it has no persona or output shape.`);
  }
  if (!service.ai) return;
  const prompt = step.options?.prompt;
  if (typeof prompt !== 'string') return;
  const missing = new Set<string>();
  for (const variable of promptVariables(prompt)) {
    if (!(variable.name in step.inputs)) missing.add(variable.name);
  }
  for (const name of missing) {
    const named = bindingOfVariable(name);
    const where = named
      ? 'param' in named
        ? `the form field "${named.param}"`
        : 'ask' in named
          ? `the question "${named.ask}"`
          : `the step "${'step' in named ? named.step : ''}"`
      : undefined;
    problem(
      [...path, 'options', 'prompt'],
      where
        ? `The prompt's {{${name}}} stands for ${where}, which the step does not take: insert it again from the list.`
        : `The prompt's {{${name}}} is not one of the step's variables: insert a form field or an earlier step's result.`,
    );
  }
  for (const [name, binding] of Object.entries(step.inputs)) {
    const named = bindingOfVariable(name);
    const same =
      named !== undefined &&
      Object.entries(named).every(([kind, target]) => (binding as Record<string, unknown>)[kind] === target);
    if (named && !same) {
      problem([...path, 'inputs', name], `The variable {{${name}}} is bound to something else than its name says.`);
    }
  }
}
