import type { AiOutputShape } from '@taskwell/task-engine';
import type { StepPersona } from './service.ts';

/** One message of a chat, as OpenAI-compatible providers take it. */
export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the output's shape asks of the model, as the last part of its instructions. */
export function outputInstructions(output: AiOutputShape): string {
  switch (output.kind) {
    case 'markdown':
      return '';
    case 'text':
      return 'Answer in plain text: no Markdown, no headings, no lists marked with symbols.';
    case 'json':
      return [
        'Answer with one JSON value and nothing else: no prose before or after it, no code fence.',
        'It must match this JSON Schema exactly (no property it does not list; every required one present):',
        JSON.stringify(output.schema),
      ].join('\n');
    default:
      return output satisfies never;
  }
}

/**
 * The messages of an AI step (issue 40): the system message is the persona's instructions, then
 * the step's own `system` option, then what the output's shape asks, each part present only when
 * it says something; the user message is the prompt with its variables filled in.
 */
export function aiStepMessages(options: {
  persona?: StepPersona | undefined;
  system?: string | undefined;
  output: AiOutputShape;
  prompt: string;
}): AiMessage[] {
  const system = [options.persona?.instructions, options.system, outputInstructions(options.output)]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join('\n\n');
  return [...(system ? [{ role: 'system' as const, content: system }] : []), { role: 'user', content: options.prompt }];
}
