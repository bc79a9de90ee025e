import type { TaskParameter } from '@taskwell/api-sdk';
import { checkAiStep } from './check-ai-step.ts';
import { checkCard, idPattern, longest } from './check-card.ts';
import { checkFields } from './check-fields.ts';
import type { CheckOptions } from './check-options.ts';
import { checkValue, hasControlCharacters } from './parameter-rules.ts';
import { parseTaskDefinition } from './parse-task-definition.ts';
import { type DefinitionProblem, pointerOf } from './problem.ts';
import { choiceLabel, type ServiceDescription, type ServiceInputKind } from './service-description.ts';
import { type DefinitionPath, finishedBefore, stepName, stepPlaces } from './step-places.ts';
import { type Binding, type FlowNode, isStep, type StepNode, stepsOf, type TaskDefinition } from './task-definition.ts';

export { type CheckOptions, unknownIconMessage } from './check-options.ts';

type Path = DefinitionPath;

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
