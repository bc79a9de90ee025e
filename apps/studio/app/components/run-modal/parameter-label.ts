import type { TaskParameter } from '@taskwell/api-sdk';

/** The label of a form field: the parameter's name as words ("campaign_link" -> "Campaign link"). */
export function parameterLabel(parameter: Pick<TaskParameter, 'name'>): string {
  const words = parameter.name.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : parameter.name;
}
