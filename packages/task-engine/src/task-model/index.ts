export {
  type AiOutputShape,
  type AiPersonaChoice,
  type AiStepSettings,
  aiOutputKinds,
  aiOutputOf,
  aiPersonaOf,
  bindingOfVariable,
  inputsOfPrompt,
  type PromptVariable,
  promptVariables,
  variableNameOf,
} from './ai-step.ts';
export { checkAiStep, parseAiStepSettings } from './check-ai-step.ts';
export { type CheckOptions, checkTaskDefinition, unknownIconMessage } from './check-task-definition.ts';
export {
  checkJsonShape,
  type JsonShape,
  matchJsonShape,
  maxShapeDepth,
  maxShapeEntries,
  type ShapeMismatch,
} from './json-shape.ts';
export {
  allowedValues,
  checkValue,
  hasControlCharacters,
  lineMaxLength,
  type ValueProblem,
} from './parameter-rules.ts';
export { type ParsedDefinition, parseTaskDefinition } from './parse-task-definition.ts';
export { type DefinitionProblem, pointerOf, segmentsOf } from './problem.ts';
export { type ProblemTextOptions, problemPlace, problemText } from './problem-text.ts';
export { isPlaceholderResultName, placeholderResultName } from './result-names.ts';
export {
  choiceLabel,
  type ServiceDescription,
  type ServiceInputKind,
  type ServiceInputSpec,
  type ServiceOptionSpec,
} from './service-description.ts';
export {
  aiTiers,
  builtInServices,
  describeService,
  maxAuthorCharacters,
  maxKnowledgePassages,
  maxQuoteCharacters,
  maxSpeechCharacters,
  serviceDescriptionsByName,
  speechVoices,
} from './service-descriptions.ts';
export { type StarterOptions, starterDefinition } from './starter-definition.ts';
export {
  type DefinitionPath,
  finishedBefore,
  indexesOf,
  placeOf,
  type StepPlace,
  stepName,
  stepPlaces,
} from './step-places.ts';
export {
  type Binding,
  type FlowNode,
  isStep,
  type ParallelNode,
  type SampleInputs,
  type SampleValue,
  type SequenceNode,
  type StepNode,
  type StepOption,
  stepsOf,
  type TaskDefinition,
  toTask,
} from './task-definition.ts';
export { linePattern, prosePattern, type TextKind, taskLimits, textProblem } from './task-limits.ts';
