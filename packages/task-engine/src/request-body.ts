import type { ExecuteTaskRequest, PausedRequest, ResumeRequest, TaskParameter } from '@taskwell/api-sdk';
import type { FormValues } from './parameters.ts';

export interface ExecuteInput {
  taskId: string;
  parameters: readonly TaskParameter[];
  values: FormValues;
  appId?: string | undefined;
  showHistory?: boolean | undefined;
  /** The AI service the run's AI steps that let the runner choose run on (issue 40); none: each step's own. */
  aiService?: string | undefined;
}

/**
 * spec §7: {appId, taskId, parameters: map keyed by parameter name of {metadata {Content-Type},
 * value}, character {name: 'EMPTY', content: ''}, showHistory only if true}.
 */
export function buildExecuteRequest(input: ExecuteInput): ExecuteTaskRequest {
  const parameters: ExecuteTaskRequest['parameters'] = {};
  for (const parameter of input.parameters) {
    const value = input.values[parameter.name];
    if (value === undefined) continue;
    parameters[parameter.name] = { metadata: { 'Content-Type': parameter.valueType }, value };
  }
  return {
    ...(input.appId ? { appId: input.appId } : {}),
    taskId: input.taskId,
    parameters,
    character: { name: 'EMPTY', content: '' },
    ...(input.showHistory === true ? { showHistory: true } : {}),
    ...(input.aiService ? { aiService: input.aiService } : {}),
  };
}

/** spec §7: {parameters: [{assetId, value}], showHistory optional}, one entry per missing input. */
export function buildResumeRequest(missing: PausedRequest, values: FormValues, showHistory?: boolean): ResumeRequest {
  return {
    parameters: missing.parameters.map(({ assetId, parameter }) => ({
      assetId,
      value: values[parameter.name] ?? '',
    })),
    ...(showHistory === true ? { showHistory: true } : {}),
  };
}
