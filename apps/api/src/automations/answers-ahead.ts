import type { TaskParameter } from '@taskwell/api-sdk';
import { normaliseLookup } from '@taskwell/task-engine';

/**
 * What is wrong with an automation's answers given ahead (decision 176), checked as the form's
 * values are: each must answer a question the task asks mid-run (`asks`), a question answered by
 * a file is answered by a person when the run asks, an answer is not empty, one line for a line
 * question, and one of the options of a list. Undefined when they fit.
 */
export function answersProblem(
  answers: Readonly<Record<string, string>>,
  asks: readonly TaskParameter[],
): string | undefined {
  for (const [name, answer] of Object.entries(answers)) {
    const ask = asks.find((candidate) => candidate.name === name);
    if (!ask) {
      const names = asks.map((candidate) => `"${candidate.name}"`).join(', ');
      return `"${name}" is not a question this task asks; ${names ? `it asks ${names}` : 'it asks none'}.`;
    }
    const type = ask.ui?.type;
    if (type === 'image' || type === 'pdf') {
      return `"${name}" is answered with a file: it is answered when the run asks for it.`;
    }
    if (answer.trim() === '') return `Give an answer to "${name}", or leave it for the run to ask.`;
    if (type === 'line' && /[\r\n]/.test(answer)) return `The answer to "${name}" is one line.`;
    if (type === 'list' && !ask.ui?.dependsOn) {
      const options = normaliseLookup(ask.ui?.lookup).map((option) => option.value);
      if (options.length > 0 && !options.includes(answer)) {
        return `The answer to "${name}" is one of: ${options.join(', ')}.`;
      }
    }
  }
  return undefined;
}
