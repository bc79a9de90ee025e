import type { ExecuteTaskRequest, ResumeRequest, TaskParameter } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { checkValue, type ValueProblem } from '@taskwell/task-engine';
import type { AssetStorage } from '../../assets/asset-storage.ts';
import { fillCallerLookups } from '../../catalogue/caller-lookups.ts';
import type { RunAnswers, RunInput, RunInputs, RunMissing } from '../../db/run-columns.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { KnowledgeSearch } from '../../services/knowledge-port.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One value to check: the parameter it fills, what was sent, and where in the request it was. */
interface Entry {
  parameter: TaskParameter;
  value: string | undefined;
  path: string;
}

/** The error of form inputs that do not fit: one detail per problem. */
function invalidParameters(problems: ValueProblem[]): DomainError {
  return new DomainError('invalid_parameters', 'invalid_parameters', problems.map((p) => p.message).join('; '), {
    details: problems,
  });
}

/**
 * Checks one value against its parameter: the form rules (parameter-rules.ts), then for file
 * inputs the upload itself. A value of an image or PDF input is the id of the user's upload of
 * that kind; a text input may hold the id of an uploaded text file (spec §5 text drop), whose
 * content is then used, when `textUploads` allows it.
 */
async function checkEntry(
  entry: Entry,
  context: { values: Readonly<Record<string, string>>; email: string; assets: AssetStorage; textUploads: boolean },
): Promise<{ input?: RunInput; problem?: ValueProblem }> {
  const { parameter, value, path } = entry;
  const problem = checkValue({ parameter, value, values: context.values, path });
  if (problem && parameter.ui?.lookupSource !== undefined && value !== undefined && value.trim() !== '') {
    // The options are the caller's own: one that is not among them is not theirs, whoever's it is.
    const label = parameter.ui.placeholder ?? parameter.name;
    const none = parameter.ui.lookup === undefined;
    const message = none
      ? `${label}: you have no collections yet; add documents in Well of Knowledge first`
      : `${label}: that collection is not one of yours; choose one of your collections`;
    return { problem: { path, message } };
  }
  if (problem) return { problem };
  if (value === undefined || value.trim() === '') return {};
  const type = parameter.ui?.type;
  if (type === 'image' || type === 'pdf') {
    const label = parameter.ui?.placeholder ?? parameter.name;
    const asset = await context.assets.findOwned(value, context.email);
    if (!asset) return { problem: { path, message: `${label}: the uploaded file was not found; upload it again` } };
    const fits = type === 'image' ? asset.contentType.startsWith('image/') : asset.contentType === 'application/pdf';
    if (!fits) {
      return {
        problem: { path, message: `${label}: the uploaded file is not ${type === 'image' ? 'an image' : 'a PDF'}` },
      };
    }
    return { input: { contentType: asset.contentType, value, assetId: asset.id } };
  }
  if (type === 'text' && context.textUploads && uuidPattern.test(value.trim())) {
    const asset = await context.assets.findOwned(value.trim(), context.email);
    if (asset && context.assets.isText(asset)) {
      return { input: { contentType: asset.contentType, value: value.trim(), assetId: asset.id } };
    }
  }
  return { input: { contentType: parameter.valueType, value } };
}

/**
 * Checks the start parameters of a run against the task's form (spec §5: every input with a ui is
 * required) and gives them as the run's inputs; invalid_parameters names every problem.
 */
export async function checkStartInputs(options: {
  definition: TaskDefinition;
  email: string;
  parameters: ExecuteTaskRequest['parameters'];
  assets: AssetStorage;
  /** The Well of Knowledge: a list of the caller's collections accepts only theirs. */
  knowledge: KnowledgeSearch | undefined;
}): Promise<RunInputs> {
  const { definition, parameters } = options;
  const known = new Set(definition.parameters.map((parameter) => parameter.name));
  const problems: ValueProblem[] = Object.keys(parameters)
    .filter((name) => !known.has(name))
    .map((name) => ({ path: `/body/parameters/${name}`, message: `${name}: the task has no such input` }));
  const values = Object.fromEntries(Object.entries(parameters).map(([name, parameter]) => [name, parameter.value]));
  const inputs: RunInputs = {};
  const fields = await fillCallerLookups({
    parameters: definition.parameters,
    email: options.email,
    knowledge: options.knowledge,
  });
  for (const parameter of fields) {
    const entry = { parameter, value: parameters[parameter.name]?.value, path: `/body/parameters/${parameter.name}` };
    const checked = await checkEntry(entry, {
      values,
      email: options.email,
      assets: options.assets,
      textUploads: true,
    });
    if (checked.problem) problems.push(checked.problem);
    else if (checked.input) inputs[parameter.name] = checked.input;
  }
  if (problems.length > 0) throw invalidParameters(problems);
  return inputs;
}

/**
 * Checks the answers of a resume against what the paused run waits for, with the same rules as
 * start inputs; gives the run's answers with these added. An answer for an input the run does
 * not wait for is a problem; an empty answer leaves that input missing.
 */
export async function checkAnswers(options: {
  missing: RunMissing | null;
  inputs: RunInputs;
  answers: RunAnswers;
  request: ResumeRequest;
  email: string;
  assets: AssetStorage;
  /** The Well of Knowledge: an asked list of the caller's collections accepts only theirs. */
  knowledge: KnowledgeSearch | undefined;
}): Promise<RunAnswers> {
  const asked = options.missing?.parameters ?? [];
  const fields = await fillCallerLookups({
    parameters: asked.map((entry) => entry.parameter),
    email: options.email,
    knowledge: options.knowledge,
  });
  const bySlot = new Map(asked.map((entry, index) => [entry.assetId, fields[index] ?? entry.parameter]));
  const answers: RunAnswers = { ...options.answers };
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(options.inputs).map(([name, input]) => [name, input.value])),
    ...answers,
  };
  const problems: ValueProblem[] = [];
  const entries: Entry[] = [];
  options.request.parameters.forEach((answer, index) => {
    const parameter = bySlot.get(answer.assetId);
    if (!parameter) {
      problems.push({
        path: `/body/parameters/${index}/assetId`,
        message: `${answer.assetId} is not an input this run waits for`,
      });
      return;
    }
    values[parameter.name] = answer.value;
    if (answer.value.trim() !== '') {
      entries.push({ parameter, value: answer.value, path: `/body/parameters/${index}/value` });
    }
  });
  for (const entry of entries) {
    const context = { values, email: options.email, assets: options.assets, textUploads: false };
    const checked = await checkEntry(entry, context);
    if (checked.problem) problems.push(checked.problem);
    else if (entry.value !== undefined) answers[entry.parameter.name] = entry.value;
  }
  if (problems.length > 0) throw invalidParameters(problems);
  return answers;
}
