import type { TaskParameter } from '@taskwell/api-sdk';
import { normaliseLookup } from '../parameters.ts';
import { checkAiStep } from './check-ai-step.ts';
import { checkValue, hasControlCharacters } from './parameter-rules.ts';
import { parseTaskDefinition } from './parse-task-definition.ts';
import { type DefinitionProblem, pointerOf } from './problem.ts';
import { choiceLabel, type ServiceDescription, type ServiceInputKind } from './service-description.ts';
import { type DefinitionPath, finishedBefore, stepName, stepPlaces } from './step-places.ts';
import { type Binding, type FlowNode, isStep, type StepNode, stepsOf, type TaskDefinition } from './task-definition.ts';

/** What the check needs besides the definition. */
export interface CheckOptions {
  /** The services this server offers, by name. */
  services: ReadonlyMap<string, ServiceDescription>;
  /** Whether a sample file exists (the seeded catalogue's samples); without it, file samples are refused. */
  sampleFileExists?: (file: string) => boolean;
  /** The plan names a task may list; default any. */
  plans?: readonly string[];
  /** The category names a task may list; default any. */
  categories?: readonly string[];
  /** The icons a task may name (the domain's `taskIconPaths`; issue 39: never an address elsewhere); default any. */
  icons?: readonly string[];
}

/** The words of an icon that is not one of the icons given: what the editor and the API's 422 say. */
export const unknownIconMessage = "Choose one of Taskwell's icons: a task's icon cannot be an address elsewhere.";

/** Step ids and field names: a lower-case letter, then letters, digits and hyphens (they appear in addresses and bindings). */
const idPattern = /^[a-z][a-z0-9-]{0,62}$/;
/** The id the server gives a task a user builds: a UUID, lower-case. */
const serverIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Field names: how a run's parameters are keyed. */
const namePattern = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;
/** Card texts' longest lengths. */
const longest = { name: 80, heading: 160, description: 2_000, output: 80 } as const;

type Path = DefinitionPath;

/** The value types each kind of field gives: a text field a `text/*` value, an image field an image, a PDF field a PDF. */
const valueTypesOf: Record<string, (valueType: string) => boolean> = {
  text: (type) => type.startsWith('text/'),
  line: (type) => type.startsWith('text/'),
  list: (type) => type.startsWith('text/'),
  image: (type) => ['image/png', 'image/jpeg', 'image/webp'].includes(type),
  pdf: (type) => type === 'application/pdf',
};

/** The input kind a form field gives a service. */
function kindOf(parameter: TaskParameter): ServiceInputKind {
  const type = parameter.ui?.type;
  switch (type) {
    case 'image':
      return 'image';
    case 'pdf':
      return 'pdf';
    case undefined:
    case 'text':
    case 'line':
    case 'list':
      return 'text';
    default:
      return type satisfies never;
  }
}

const kindWords: Record<ServiceInputKind, string> = { text: 'text', image: 'an image', pdf: 'a PDF', any: 'anything' };

/**
 * Checks that a task can be published and run: its card filled in, its form's fields well made
 * (unique names, lists with options, a dependent list keyed by its parent's values), its flow
 * made of known services with every required input bound and no unknown one, each binding to a
 * field, a question or a step that exists, fits the input's kind and (for a step) is certain to
 * have finished before (an earlier part of a sequence, never a branch beside it), every field and
 * question used, and a sample (when there is one) that the form would accept. The Creator
 * Studio's editor shows these problems as the user types, and the API refuses a definition with
 * them (422), with the same pointers and words; the seeded catalogue is checked by it at start.
 * What the parser refuses comes first and alone (a control character, a text or a flow past
 * {@link taskLimits}), so the editor shows the limits the API answers 422 with, and nothing past
 * them is walked.
 */
export function checkTaskDefinition(definition: TaskDefinition, options: CheckOptions): DefinitionProblem[] {
  const read = parseTaskDefinition(definition);
  if (!read.ok) return read.problems;
  const problems: DefinitionProblem[] = [];
  const problem = (path: Path, message: string) => problems.push({ pointer: pointerOf(...path), message });

  checkCard(definition, options, problem);
  const parameters = checkFields(definition.parameters, ['parameters'], 'form field', problem);
  const asks = checkFields(definition.asks ?? [], ['asks'], 'question', problem);
  (definition.asks ?? []).forEach((ask, index) => {
    if (parameters.has(ask.name)) {
      problem(['asks', index, 'name'], `The form already has a field "${ask.name}": a question needs another name.`);
    }
    if (ask.ui === undefined) problem(['asks', index, 'ui'], 'A question needs a kind of field to ask with.');
  });

  const places = stepPlaces(definition.flow);
  const pathOf = (step: StepNode): Path => places.get(step)?.path ?? ['flow'];
  const steps = stepsOf(definition.flow);
  // A step named by its place and result, never by its id (issue 39).
  const byId = new Map<string, StepNode>();
  const nameOf = (step: StepNode) => stepName(places.get(step)?.place ?? '', step.output);
  for (const step of steps) {
    const path = pathOf(step);
    const first = byId.get(step.step);
    if (!idPattern.test(step.step)) {
      problem([...path, 'step'], "A step's id is lower-case letters, digits and hyphens, starting with a letter.");
    } else if (first) {
      problem([...path, 'step'], `This step has the same id as ${nameOf(first)}: give each step its own id.`);
    }
    if (!first) byId.set(step.step, step);
  }
  const outputs = new Set<string>();
  for (const step of steps) {
    const path = pathOf(step);
    const output = step.output.trim();
    if (output === '') problem([...path, 'output'], "Give the step's result a name.");
    else if (output.length > longest.output) {
      problem([...path, 'output'], `A result's name has at most ${longest.output} characters.`);
    } else if (outputs.has(output)) {
      problem([...path, 'output'], `Two results are called "${output}": give each its own name.`);
    }
    outputs.add(output);
  }

  const used = new Set<string>();
  const usedAsks = new Set<string>();
  const checkBinding = (
    step: StepNode,
    input: string,
    binding: Binding,
    kind: ServiceInputKind,
    before: ReadonlySet<string>,
    path: Path,
  ) => {
    const fits = (given: ServiceInputKind) => kind === 'any' || kind === given;
    // An AI step's inputs are its prompt's variables: named as the creator wrote them.
    const named = options.services.get(step.service)?.ai ? `The prompt's {{${input}}}` : `The input "${input}"`;
    if ('param' in binding) {
      const parameter = parameters.get(binding.param);
      if (!parameter) return problem([...path, 'param'], `There is no form field "${binding.param}".`);
      used.add(parameter.name);
      if (!parameter.ui && binding.default === undefined && serviceInputRequired(options, step, input)) {
        problem([...path, 'param'], `The form does not ask for "${binding.param}": give the input a default.`);
      }
      if (!fits(kindOf(parameter))) {
        problem(
          [...path, 'param'],
          `The input "${input}" takes ${kindWords[kind]}; "${binding.param}" gives ${kindWords[kindOf(parameter)]}.`,
        );
      }
    } else if ('ask' in binding) {
      const ask = asks.get(binding.ask);
      if (!ask) return problem([...path, 'ask'], `There is no question "${binding.ask}".`);
      usedAsks.add(ask.name);
      if (!fits(kindOf(ask))) {
        problem(
          [...path, 'ask'],
          `The input "${input}" takes ${kindWords[kind]}; "${binding.ask}" gives ${kindWords[kindOf(ask)]}.`,
        );
      }
    } else if ('step' in binding) {
      const from = byId.get(binding.step);
      if (!from) {
        return problem(
          [...path, 'step'],
          `${named} takes the result of a step that is no longer in the flow: choose where it comes from.`,
        );
      }
      if (binding.step === step.step) return problem([...path, 'step'], 'A step cannot take its own result.');
      if (!before.has(binding.step)) {
        problem(
          [...path, 'step'],
          `${named} takes the result of ${nameOf(from)}, which has not finished by then: it runs beside or after this step. Move this step below it, or choose another source.`,
        );
      }
      if (kind === 'image' || kind === 'pdf') {
        const produces = options.services.get(from.service)?.produces;
        const wanted = kind === 'image' ? /^image\// : /^application\/pdf/;
        if (produces && !produces.some((type) => wanted.test(type))) {
          problem(
            [...path, 'step'],
            `The input "${input}" takes ${kindWords[kind]}; ${nameOf(from)} does not make one.`,
          );
        }
      }
    } else if (kind === 'image' || kind === 'pdf') {
      problem([...path, 'value'], `The input "${input}" takes ${kindWords[kind]}, not a fixed text.`);
    }
    return undefined;
  };

  const finished = finishedBefore(definition.flow);
  const walk = (node: FlowNode, path: Path): void => {
    if (isStep(node)) {
      const before = finished.get(node) ?? new Set<string>();
      const service = options.services.get(node.service);
      if (!service) {
        // Its bindings still count as uses: one unknown service is one problem, not one per field it reads.
        for (const binding of Object.values(node.inputs)) {
          if ('param' in binding) used.add(binding.param);
          if ('ask' in binding) usedAsks.add(binding.ask);
        }
        problem(
          [...path, 'service'],
          node.service.trim() === '' ? 'Choose a service for this step.' : `There is no service "${node.service}".`,
        );
        return;
      }
      for (const [name, spec] of Object.entries(service.inputs)) {
        if (spec.required && !(name in node.inputs)) {
          problem(
            [...path, 'inputs', name],
            `The input "${name}" needs a value: a form field, a question, an earlier step or a text.`,
          );
        }
      }
      for (const [name, binding] of Object.entries(node.inputs)) {
        const spec = service.inputs[name] ?? service.otherInputs;
        if (!spec) {
          problem([...path, 'inputs', name], `"${service.label}" has no input "${name}".`);
          continue;
        }
        // A report's sections are titled by their inputs' names: words, on one line.
        if (name.trim() === '' || name.length > 60 || hasControlCharacters(name)) {
          problem([...path, 'inputs', name], "An input's name is one line of at most 60 characters.");
        }
        checkBinding(node, name, binding, spec.kind, before, [...path, 'inputs', name]);
      }
      checkOptions(node, service, path, problem);
      checkAiStep(node, service, path, problem);
      return;
    }
    if ('sequence' in node) {
      // An empty flow is one problem, said once below (issue 39: a blank task listed it twice).
      if (node.sequence.length === 0 && node !== definition.flow) {
        problem([...path, 'sequence'], 'A sequence needs at least one step.');
      }
      for (const [index, child] of node.sequence.entries()) walk(child, [...path, 'sequence', index]);
      return;
    }
    if (node.parallel.length < 2) problem([...path, 'parallel'], 'Parallel branches need at least two branches.');
    for (const [index, child] of node.parallel.entries()) walk(child, [...path, 'parallel', index]);
  };
  walk(definition.flow, ['flow']);
  if (steps.length === 0) problem(['flow'], 'The flow needs at least one step.');

  // A parent of a dependent list is used through its child.
  for (const parameter of definition.parameters) {
    if (parameter.ui?.dependsOn && used.has(parameter.name)) used.add(parameter.ui.dependsOn);
  }
  definition.parameters.forEach((parameter, index) => {
    if (parameter.ui && !used.has(parameter.name)) {
      problem(['parameters', index], `No step uses the form field "${parameter.name}".`);
    }
  });
  (definition.asks ?? []).forEach((ask, index) => {
    if (!usedAsks.has(ask.name)) problem(['asks', index], `No step uses the question "${ask.name}".`);
  });

  checkSample(definition, parameters, asks, options, problem);
  return problems;
}

/** Whether a step's service requires an input (an unknown service requires nothing here). */
function serviceInputRequired(options: CheckOptions, step: StepNode, input: string): boolean {
  return options.services.get(step.service)?.inputs[input]?.required ?? false;
}

function checkCard(
  definition: TaskDefinition,
  options: CheckOptions,
  problem: (path: Path, message: string) => void,
): void {
  if (!idPattern.test(definition.id) && !serverIdPattern.test(definition.id)) {
    problem(['id'], "The task's id is lower-case letters, digits and hyphens, starting with a letter.");
  }
  for (const key of ['name', 'heading', 'description'] as const) {
    const value = definition[key].trim();
    const words = { name: 'a name', heading: 'a heading', description: 'a description' }[key];
    if (value === '') problem([key], `Give the task ${words}.`);
    else if (value.length > longest[key]) problem([key], `The ${key} has at most ${longest[key]} characters.`);
    else if (key !== 'description' && hasControlCharacters(value)) problem([key], `The ${key} is one line of text.`);
  }
  if (definition.imageName.trim() === '') problem(['imageName'], 'Choose an icon for the task.');
  else if (options.icons && !options.icons.includes(definition.imageName)) problem(['imageName'], unknownIconMessage);
  const plans = definition.plans.split('|').map((plan) => plan.trim().toLowerCase());
  if (plans.every((plan) => plan === '')) problem(['plans'], 'Choose the plans that may run the task.');
  else if (options.plans) {
    const unknown = plans.filter((plan) => !options.plans?.includes(plan));
    if (unknown.length > 0) problem(['plans'], `There is no plan "${unknown[0]}".`);
  }
  const categories = definition.category.split('|').map((category) => category.trim());
  if (categories.every((category) => category === '')) problem(['category'], 'Choose at least one category.');
  else if (options.categories) {
    const unknown = categories.filter((category) => !options.categories?.includes(category));
    if (unknown.length > 0) problem(['category'], `There is no category "${unknown[0]}".`);
  }
}

/** Checks a list of fields (the form's or the questions'); returns them by name. */
function checkFields(
  fields: readonly TaskParameter[],
  at: Path,
  what: string,
  problem: (path: Path, message: string) => void,
): Map<string, TaskParameter> {
  const byName = new Map<string, TaskParameter>();
  const ids = new Set<string>();
  fields.forEach((field, index) => {
    const path = [...at, index];
    if (!namePattern.test(field.name)) {
      problem([...path, 'name'], `A ${what}'s name is letters, digits, "-" and "_", starting with a letter.`);
    } else if (byName.has(field.name)) {
      problem([...path, 'name'], `Two ${what}s are called "${field.name}": give each its own name.`);
    }
    if (ids.has(field.id)) problem([...path, 'id'], `Two ${what}s have the id "${field.id}".`);
    ids.add(field.id);
    // The first of a name is the one bindings reach.
    if (!byName.has(field.name)) byName.set(field.name, field);
    const ui = field.ui;
    if (!ui) return;
    if ((ui.placeholder ?? '').trim() === '') problem([...path, 'ui', 'placeholder'], `Give the ${what} a label.`);
    if (valueTypesOf[ui.type] && !valueTypesOf[ui.type]?.(field.valueType)) {
      problem([...path, 'valueType'], `A ${ui.type} ${what} does not give a value of type ${field.valueType}.`);
    }
    if (ui.type !== 'list') {
      if (ui.lookup !== undefined) problem([...path, 'ui', 'lookup'], `Only a list ${what} has options.`);
      if (ui.dependsOn !== undefined) problem([...path, 'ui', 'dependsOn'], `Only a list ${what} depends on another.`);
      if (ui.lookupSource !== undefined) {
        problem([...path, 'ui', 'lookupSource'], `Only a list ${what} offers the user's collections.`);
      }
      return;
    }
    if (ui.lookupSource !== undefined) {
      // The caller's own options (their collections) are filled in when the task is served.
      if (ui.lookup !== undefined || ui.dependsOn !== undefined) {
        problem([...path, 'ui', 'lookup'], "A list of the user's collections has no options of its own.");
      }
      return;
    }
    if (ui.dependsOn === undefined) {
      if (normaliseLookup(ui.lookup).length === 0)
        problem([...path, 'ui', 'lookup'], 'Give the list at least one option.');
      return;
    }
    const parentIndex = fields.findIndex((candidate) => candidate.name === ui.dependsOn);
    const parent = fields[parentIndex];
    if (!parent || parentIndex >= index) {
      problem(
        [...path, 'ui', 'dependsOn'],
        `A list depends on a list above it; there is none called "${ui.dependsOn}".`,
      );
      return;
    }
    if (parent.ui?.type !== 'list' || parent.ui.dependsOn !== undefined || parent.ui.lookupSource !== undefined) {
      problem([...path, 'ui', 'dependsOn'], `"${ui.dependsOn}" is not a list with options of its own.`);
      return;
    }
    const keyed = ui.lookup;
    if (typeof keyed !== 'object' || keyed === null || Array.isArray(keyed)) {
      problem([...path, 'ui', 'lookup'], `Give options for each choice of "${ui.dependsOn}".`);
      return;
    }
    const parentValues = normaliseLookup(parent.ui.lookup).map((option) => option.value);
    for (const value of parentValues) {
      if (normaliseLookup((keyed as Record<string, unknown>)[value]).length === 0) {
        problem([...path, 'ui', 'lookup', value], `Give at least one option for "${value}" of "${ui.dependsOn}".`);
      }
    }
    for (const key of Object.keys(keyed)) {
      if (!parentValues.includes(key)) {
        problem([...path, 'ui', 'lookup', key], `"${ui.dependsOn}" has no option "${key}".`);
      }
    }
  });
  return byName;
}

function checkOptions(
  step: StepNode,
  service: ServiceDescription,
  path: Path,
  problem: (path: Path, message: string) => void,
): void {
  const specs = service.options ?? {};
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.required && (step.options?.[name] === undefined || String(step.options[name]).trim() === '')) {
      problem([...path, 'options', name], `"${service.label}" needs its option "${name}".`);
    }
  }
  for (const [name, value] of Object.entries(step.options ?? {})) {
    const spec = specs[name];
    if (!spec) {
      problem([...path, 'options', name], `"${service.label}" has no option "${name}".`);
      continue;
    }
    if (typeof value !== spec.type) {
      problem(
        [...path, 'options', name],
        `The option "${name}" is ${spec.type === 'string' ? 'a text' : spec.type === 'number' ? 'a number' : 'yes or no'}.`,
      );
    } else if (spec.choices && !spec.choices.includes(String(value))) {
      const words = spec.choices.map((choice) => choiceLabel(spec, choice));
      problem([...path, 'options', name], `The option "${name}" is one of ${words.join(', ')}.`);
    }
  }
}

function checkSample(
  definition: TaskDefinition,
  parameters: ReadonlyMap<string, TaskParameter>,
  asks: ReadonlyMap<string, TaskParameter>,
  options: CheckOptions,
  problem: (path: Path, message: string) => void,
): void {
  const sample = definition.sample;
  if (!sample) return;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(sample.parameters)) {
    if (!parameters.has(name)) problem(['sample', 'parameters', name], `There is no form field "${name}".`);
    if ('value' in value) values[name] = value.value;
    else if (!options.sampleFileExists?.(value.file)) {
      problem(['sample', 'parameters', name], `There is no sample file "${value.file}".`);
    } else values[name] = value.file;
  }
  for (const parameter of definition.parameters) {
    const found = checkValue({ parameter, value: values[parameter.name], values, path: parameter.name });
    if (found) problem(['sample', 'parameters', parameter.name], `Sample: ${found.message}.`);
  }
  const answers = sample.answers ?? {};
  for (const [name, value] of Object.entries(answers)) {
    const ask = asks.get(name);
    if (!ask) {
      problem(['sample', 'answers', name], `There is no question "${name}".`);
      continue;
    }
    const found = checkValue({ parameter: ask, value, values: { ...values, ...answers }, path: name });
    if (found) problem(['sample', 'answers', name], `Sample: ${found.message}.`);
  }
  for (const name of asks.keys()) {
    if (answers[name] === undefined) problem(['sample', 'answers', name], `The sample needs an answer to "${name}".`);
  }
}
