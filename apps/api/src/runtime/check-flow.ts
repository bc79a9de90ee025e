import type { TaskParameter } from '@taskwell/api-sdk';
import type { Service, ServiceInputSpec } from '../services/service.ts';
import { checkValue } from './parameter-rules.ts';
import { type Binding, type FlowNode, isStep, type StepNode, stepsOf, type TaskDefinition } from './task-definition.ts';

/** The input kind a parameter's ui gives a service. */
function kindOfParameter(parameter: TaskParameter): ServiceInputSpec['kind'] {
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
      throw new Error(`Unknown input type ${type satisfies never}`);
  }
}

/** The services a flow names that the registry lacks (an AI service without a configured provider). */
export function missingServices(definition: TaskDefinition, services: ReadonlyMap<string, Service>): string[] {
  return [...new Set(stepsOf(definition.flow).map((step) => step.service))].filter((name) => !services.has(name));
}

/**
 * Checks that a task's flow can run: unique step ids, known services with every required input
 * bound and no unknown one, bindings to parameters and asks that exist and fit the input's kind,
 * step bindings only to steps certain to have finished before (an earlier part of a sequence,
 * never a sibling branch of a parallel), every form input and ask used, and a sample (when the
 * task has one) whose values the start form would accept. Returns one line per problem.
 */
export function checkFlow(
  definition: TaskDefinition,
  services: ReadonlyMap<string, Service>,
  sampleFileExists: (file: string) => boolean,
): string[] {
  const at = `task "${definition.id}"`;
  const problems: string[] = [];
  const parameters = new Map(definition.parameters.map((parameter) => [parameter.name, parameter]));
  const asks = new Map((definition.asks ?? []).map((ask) => [ask.name, ask]));
  for (const name of asks.keys()) {
    if (parameters.has(name)) problems.push(`${at} asks for "${name}", which the start form already has`);
  }
  const steps = stepsOf(definition.flow);
  const ids = new Set<string>();
  for (const step of steps) {
    if (ids.has(step.step)) problems.push(`${at} has two steps "${step.step}"`);
    ids.add(step.step);
  }
  const used = new Set<string>();
  const usedAsks = new Set<string>();

  const checkBinding = (
    step: StepNode,
    input: string,
    binding: Binding,
    spec: ServiceInputSpec,
    before: Set<string>,
  ) => {
    const where = `${at} step "${step.step}" input "${input}"`;
    const fits = (kind: ServiceInputSpec['kind']) => spec.kind === 'any' || spec.kind === kind;
    if ('param' in binding) {
      const parameter = parameters.get(binding.param);
      if (!parameter) return problems.push(`${where}: no parameter "${binding.param}"`);
      used.add(parameter.name);
      if (!parameter.ui && binding.default === undefined && spec.required) {
        problems.push(`${where}: "${binding.param}" has no input on the form, so it needs a default`);
      }
      if (!fits(kindOfParameter(parameter)))
        problems.push(`${where}: a ${spec.kind} input cannot take "${binding.param}"`);
    } else if ('ask' in binding) {
      const ask = asks.get(binding.ask);
      if (!ask) return problems.push(`${where}: no ask "${binding.ask}"`);
      usedAsks.add(ask.name);
      if (!fits(kindOfParameter(ask))) problems.push(`${where}: a ${spec.kind} input cannot take "${binding.ask}"`);
    } else if ('step' in binding) {
      if (!ids.has(binding.step)) return problems.push(`${where}: no step "${binding.step}"`);
      if (!before.has(binding.step)) problems.push(`${where}: step "${binding.step}" has not finished by then`);
    }
    return undefined;
  };

  // Returns the steps certain to have finished after the node.
  const walk = (node: FlowNode, before: Set<string>): Set<string> => {
    if (isStep(node)) {
      const service = services.get(node.service);
      if (!service) {
        problems.push(`${at} step "${node.step}": no service "${node.service}"`);
        return new Set([...before, node.step]);
      }
      for (const [name, spec] of Object.entries(service.inputs)) {
        if (spec.required && !(name in node.inputs))
          problems.push(`${at} step "${node.step}": input "${name}" is not bound`);
      }
      for (const [name, binding] of Object.entries(node.inputs)) {
        const spec = service.inputs[name] ?? service.otherInputs;
        if (!spec) {
          problems.push(`${at} step "${node.step}": service "${service.name}" has no input "${name}"`);
          continue;
        }
        checkBinding(node, name, binding, spec, before);
      }
      return new Set([...before, node.step]);
    }
    if ('sequence' in node) return node.sequence.reduce((done, child) => walk(child, done), before);
    const after = new Set(before);
    for (const child of node.parallel) for (const id of walk(child, before)) after.add(id);
    return after;
  };
  walk(definition.flow, new Set());

  // A parent of a dependent list is used through its child.
  for (const parameter of definition.parameters) {
    if (parameter.ui?.dependsOn && used.has(parameter.name)) used.add(parameter.ui.dependsOn);
  }
  for (const parameter of definition.parameters) {
    if (parameter.ui && !used.has(parameter.name))
      problems.push(`${at}: no step uses the form input "${parameter.name}"`);
  }
  for (const name of asks.keys()) {
    if (!usedAsks.has(name)) problems.push(`${at}: no step uses the ask "${name}"`);
  }

  const sample = definition.sample;
  if (!sample) return problems;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(sample.parameters)) {
    if (!parameters.has(name)) problems.push(`${at} sample: no parameter "${name}"`);
    if ('value' in value) values[name] = value.value;
    else if (!sampleFileExists(value.file)) problems.push(`${at} sample: no file samples/${value.file}`);
    else values[name] = value.file;
  }
  for (const parameter of definition.parameters) {
    const problem = checkValue({ parameter, value: values[parameter.name], values, path: parameter.name });
    if (problem) problems.push(`${at} sample: ${problem.message}`);
  }
  for (const [name, value] of Object.entries(sample.answers ?? {})) {
    const ask = asks.get(name);
    if (!ask) {
      problems.push(`${at} sample: no ask "${name}"`);
      continue;
    }
    const problem = checkValue({ parameter: ask, value, values: { ...values, ...sample.answers }, path: name });
    if (problem) problems.push(`${at} sample: ${problem.message}`);
  }
  for (const name of asks.keys()) {
    if (sample.answers?.[name] === undefined) problems.push(`${at} sample: no answer for the ask "${name}"`);
  }
  return problems;
}
