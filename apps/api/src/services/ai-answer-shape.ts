import { type AiOutputShape, matchJsonShape, type ShapeMismatch } from '@taskwell/task-engine';
import type { AiMessage } from './ai-step-messages.ts';
import { ServiceError } from './service.ts';

/** One answer of the model, with what it cost when the provider says. */
export interface ModelAnswer {
  text: string;
  usage?: { promptTokens: number; completionTokens: number } | null | undefined;
}

/** An answer read in its shape: the text the result keeps, its content type, and how many calls it took. */
export interface ShapedAnswer {
  text: string;
  contentType: 'text/markdown' | 'text/plain' | 'application/json';
  /** The last call's answer as it came (its model's words), for the step's facts. */
  raw: ModelAnswer;
  tries: number;
  /** The tokens of every call, added up; null when a provider did not say. */
  usage: { promptTokens: number; completionTokens: number } | null;
}

/** A JSON answer's value: the text itself, or the inside of a code fence a model wrapped it in anyway. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(trimmed)?.[1] ?? trimmed;
  try {
    return { ok: true, value: JSON.parse(fenced) };
  } catch {
    return { ok: false };
  }
}

const describe = (mismatches: readonly ShapeMismatch[]) =>
  mismatches.map((mismatch) => `${mismatch.pointer || 'the answer'} ${mismatch.message}`).join('; ');

/**
 * Asks the model and reads its answer in the step's output shape (issue 40). Text and markdown
 * are taken as they come. JSON must parse and match the creator's shape; an answer that does not
 * is asked again once, the model told what was wrong, and a second miss fails the step with a
 * message that says where the answer differs.
 */
export async function answerInShape(options: {
  output: AiOutputShape;
  messages: readonly AiMessage[];
  ask: (messages: readonly AiMessage[]) => Promise<ModelAnswer>;
}): Promise<ShapedAnswer> {
  const { output } = options;
  const usages: ModelAnswer['usage'][] = [];
  const total = () =>
    usages.every((usage) => usage)
      ? {
          promptTokens: usages.reduce((sum, usage) => sum + (usage?.promptTokens ?? 0), 0),
          completionTokens: usages.reduce((sum, usage) => sum + (usage?.completionTokens ?? 0), 0),
        }
      : null;
  const first = await options.ask(options.messages);
  usages.push(first.usage);
  if (output.kind !== 'json') {
    return {
      text: first.text.trim(),
      contentType: output.kind === 'text' ? 'text/plain' : 'text/markdown',
      raw: first,
      tries: 1,
      usage: total(),
    };
  }
  const read = (answer: ModelAnswer): { value: unknown } | { problem: string } => {
    const parsed = parseJson(answer.text);
    if (!parsed.ok) return { problem: 'it is not valid JSON' };
    const mismatches = matchJsonShape(output.schema, parsed.value);
    return mismatches.length === 0 ? { value: parsed.value } : { problem: describe(mismatches) };
  };
  let answer = first;
  let found = read(first);
  let tries = 1;
  if ('problem' in found) {
    tries = 2;
    answer = await options.ask([
      ...options.messages,
      { role: 'assistant', content: first.text },
      {
        role: 'user',
        content: `That answer does not match the JSON Schema: ${found.problem}. Answer again with only the corrected JSON.`,
      },
    ]);
    usages.push(answer.usage);
    found = read(answer);
  }
  if ('problem' in found) {
    throw new ServiceError(
      `the AI's answer did not match the step's JSON shape after ${tries} tries: ${found.problem}.`,
    );
  }
  return {
    text: JSON.stringify(found.value, null, 2),
    contentType: 'application/json',
    raw: answer,
    tries,
    usage: total(),
  };
}
