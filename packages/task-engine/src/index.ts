export { type Clock, systemClock, type TimerHandle } from './clock.ts';
export {
  canSubmit,
  changeValue,
  dependentsOf,
  type FormValues,
  fillLookupSources,
  isParameterDisabled,
  type LookupOption,
  type LookupSource,
  lookupSources,
  missingParameters,
  normaliseLookup,
  optionsFor,
} from './parameters.ts';
export { buildExecuteRequest, buildResumeRequest, type ExecuteInput } from './request-body.ts';
export { type ContentFamily, contentFamily, groupResultsByFamily, orderResults } from './results.ts';
export {
  createRunController,
  defaultMaxAttempts,
  defaultPollIntervalMs,
  initialRunState,
  type RunController,
  type RunControllerOptions,
  type RunPhase,
  type RunState,
} from './run-controller.ts';
export type { RunFailure } from './run-failure.ts';
export { runStatusLabels } from './run-status-labels.ts';
export { createSdkTransport, type TaskApi } from './sdk-transport.ts';
export { type StepIcon, type StepperModel, type StepperStep, stepperModel } from './stepper.ts';
export * from './task-model/index.ts';
export { describeTransportError, type TaskTransport, type TransportFailure } from './transport.ts';
